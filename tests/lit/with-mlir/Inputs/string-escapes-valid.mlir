"test.op"() {a = "x\ny\t\"z\\", b = "\FF\00\7e", c = #foo.a<"\22">} : () -> () loc("f\\g":1:2)
func.func private @"s\22q\FF"()
