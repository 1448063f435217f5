-- Lua twin of matrix.geo.
local function matrix(n, seed)
    local m = {}
    for i = 0, n - 1 do
        local row = {}
        for j = 0, n - 1 do row[#row + 1] = (i * seed + j) % 7 end
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
            local s = 0
            for k = 1, n do s = s + a[i][k] * b[k][j] end
            row[#row + 1] = s
        end
        c[#c + 1] = row
    end
    return c
end
local c = multiply(matrix(60, 3), matrix(60, 5))
local trace = 0
for i = 1, 60 do trace = trace + c[i][i] end
print(trace)
