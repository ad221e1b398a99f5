-- expect: the file must return an operator table or a list of them
return 42
