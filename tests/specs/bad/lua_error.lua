-- expect: something went wrong in the spec
error("something went wrong in the spec")
