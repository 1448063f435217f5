-- Lua twin of matmul.geo (1-based tables of tables).
local n = 60
local function makeMatrix(n, seed)
    local m = {}
    local s = seed
    for i = 1, n do
        local row = {}
        for j = 1, n do
            s = (s * 31 + 7) % 1009
            row[#row + 1] = s % 10 - 4
        end
        m[#m + 1] = row
    end
    return m
end
local function multiply(a, b)
    local n = #a
    local c = {}
    for i = 1, n do
        local row = {}
        for j = 1, n do
            local sum = 0
            for k = 1, n do
                sum = sum + a[i][k] * b[k][j]
            end
            row[#row + 1] = math.fmod(sum, 1000)
        end
        c[#c + 1] = row
    end
    return c
end
local a = makeMatrix(n, 1)
local b = makeMatrix(n, 2)
for round = 0, 3 do
    a = multiply(a, b)
end
local trace = 0
local checksum = 0
for i = 1, n do
    trace = trace + a[i][i]
    for j = 1, n do checksum = math.fmod(checksum * 7 + a[i][j], 1000003) end
end
print(trace, checksum)
