-- Lua twin of stackvm.geo: the same program as a table of {op, arg} pairs, dispatched by an
-- if / elseif chain on the op string, a table as the stack.
local program = {
  {"push", 0}, {"store", 0}, {"push", 0}, {"store", 1},
  {"load", 0}, {"load", 2}, {"lt", 0}, {"jz", 21},
  {"load", 1}, {"load", 0}, {"load", 0}, {"mul", 0}, {"push", 7}, {"mod", 0}, {"add", 0}, {"store", 1},
  {"load", 0}, {"push", 1}, {"add", 0}, {"store", 0},
  {"jmp", 4},
  {"load", 1}, {"halt", 0},
}
local function run(n)
  local stack, vars = {}, {[0] = 0, 0, n}
  local pc, steps = 0, 0
  while true do
    local ins = program[pc + 1]
    local op = ins[1]
    pc = pc + 1
    steps = steps + 1
    if op == "push" then stack[#stack + 1] = ins[2]
    elseif op == "load" then stack[#stack + 1] = vars[ins[2]]
    elseif op == "store" then vars[ins[2]] = table.remove(stack)
    elseif op == "add" then local b = table.remove(stack); stack[#stack + 1] = table.remove(stack) + b
    elseif op == "mul" then local b = table.remove(stack); stack[#stack + 1] = table.remove(stack) * b
    elseif op == "mod" then local b = table.remove(stack); stack[#stack + 1] = table.remove(stack) % b
    elseif op == "lt" then local b = table.remove(stack); stack[#stack + 1] = (table.remove(stack) < b) and 1 or 0
    elseif op == "jz" then if table.remove(stack) == 0 then pc = ins[2] end
    elseif op == "jmp" then pc = ins[2]
    elseif op == "halt" then return table.remove(stack), steps
    else error("bad op " .. op) end
  end
end
local total, steps = 0, 0
for k = 0, 5 do
  local r, s = run(2000 + k * 500)
  total = total + r
  steps = steps + s
end
print(total, steps)
