-- expect: bad/lua_syntax.lua:2:
return { name = "op1" doc = "d" }
