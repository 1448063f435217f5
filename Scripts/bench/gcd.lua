local function gcd(a, b)
    local x = a
    local y = b
    while y ~= 0 do
        local t = x % y
        x = y
        y = t
    end
    return x
end

local function gcdBySubtraction(a, b)
    local x = a
    local y = b
    while x ~= y and x > 0 and y > 0 do
        if x > y then x = x - y else y = y - x end
    end
    return x
end

local function lcm(a, b) return a // gcd(a, b) * b end

local coprime = 0
for a = 1, 600 do
    for b = 1, 600 do
        if gcd(a, b) == 1 then coprime = coprime + 1 end
    end
end
local agree = true
for a = 1, 2999, 7 do
    for b = 1, 599, 13 do
        if gcd(a, b) ~= gcdBySubtraction(a, b) then agree = false end
    end
end
local l = 1
for k = 1, 30 do l = lcm(l, k) end
local num = 0
local den = 1
for k = 1, 20 do
    num = num * k + den
    den = den * k
    local g = gcd(num, den)
    num = num // g
    den = den // g
end
local function totient(n)
    local count = 0
    for k = 1, n do if gcd(n, k) == 1 then count = count + 1 end end
    return count
end
print("coprime pairs up to 600: " .. coprime)
print("gcd methods agree: " .. tostring(agree))
print("lcm(1...30) = " .. l)
print("sum of 1/k for k in 1...20 = " .. num .. "/" .. den)
local ts = {}
for _, n in ipairs({10, 36, 97, 100, 360}) do ts[#ts + 1] = totient(n) end
print("totients: [" .. table.concat(ts, ", ") .. "]")
