local function withCommas(n)
    local m = math.abs(n)
    local s = ""
    while m >= 1000 do
        local group = m % 1000
        m = m // 1000
        local part = tostring(group)
        while #part < 3 do part = "0" .. part end
        s = "," .. part .. s
    end
    s = tostring(m) .. s
    return n < 0 and "-" .. s or s
end

local function padLeft(s, width)
    local out = s
    while #out < width do out = " " .. out end
    return out
end

local lines = {}
local checksum = 0
local value = 1
for i = 0, 19999 do
    value = (value * 7919 + i) % 1000000007
    local text = withCommas(value)
    local pct = string.format("%.2f%%", value / 10000000.07)
    local line = padLeft(text, 14) .. " " .. padLeft(pct, 8)
    checksum = checksum + #line
    if i % 2000 == 0 then lines[#lines + 1] = line end
end
for _, l in ipairs(lines) do print(l) end
print(withCommas(-1234567) .. " " .. withCommas(999) .. " " .. withCommas(1000) .. " " .. withCommas(1000000))
print("checksum " .. checksum)
