local seed = 11
local function random(n)
    seed = (seed * 16807) % 2147483647
    return seed % n
end
local alphabet = {"A", "C", "G", "T"}
local function makeStrand(length)
    local chars = {}
    for _ = 1, length do chars[#chars + 1] = alphabet[random(4) + 1] end
    return chars
end

local function lcs(a, b)
    local n = #a
    local m = #b
    local table_ = {}
    for i = 0, n do
        local row = {}
        for j = 0, m do row[j] = 0 end
        table_[i] = row
    end
    for i = 1, n do
        for j = 1, m do
            if a[i] == b[j] then
                table_[i][j] = table_[i - 1][j - 1] + 1
            else
                table_[i][j] = math.max(table_[i - 1][j], table_[i][j - 1])
            end
        end
    end
    local out = ""
    local i = n
    local j = m
    while i > 0 and j > 0 do
        if a[i] == b[j] then
            out = a[i] .. out
            i = i - 1
            j = j - 1
        elseif table_[i - 1][j] >= table_[i][j - 1] then
            i = i - 1
        else
            j = j - 1
        end
    end
    return out
end

local total = 0
for round = 0, 11 do
    local a = makeStrand(200 + round * 20)
    local b = makeStrand(180 + round * 25)
    local common = lcs(a, b)
    total = total + #common
    print("round " .. round .. ": " .. #a .. " x " .. #b .. " -> " .. #common .. ", starts " .. (#common > 10 and "long" or "short"))
end
print("total " .. total)
