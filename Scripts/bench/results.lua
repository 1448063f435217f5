-- Lua twin of results.geo: results built in a local and returned once at the end.
local function grade(score)
    local result = "fail"
    local d = (score - score % 10) // 10
    if d == 9 or d == 10 then result = "A"
    elseif d == 8 then result = "B"
    elseif d == 7 then result = "C"
    elseif d == 5 or d == 6 then result = "D"
    else result = "fail" end
    return result
end

local function clamp(x, lo, hi)
    local r = x
    if x < lo then
        r = lo
    elseif x > hi then
        r = hi
    end
    return r
end

local function steps(n)
    local start = n
    local count = 0
    local k = start
    while k ~= 1 do
        if k % 2 == 0 then k = k // 2 else k = 3 * k + 1 end
        count = count + 1
    end
    local result = count
    if count > 100 then result = 100 end
    return result
end

local seed = 2024
local tally = {}
local clamped = 0
local total = 0
for i = 0, 199999 do
    seed = (seed * 16807) % 2147483647
    local score = seed % 101
    local g = grade(score)
    tally[g] = (tally[g] or 0) + 1
    clamped = clamped + clamp(seed % 1000 - 500, -200, 200)
    if i % 20 == 0 then total = total + steps(i + 1) end
end
print(tally["A"], tally["B"], tally["C"], tally["D"], tally["fail"], clamped, total)
