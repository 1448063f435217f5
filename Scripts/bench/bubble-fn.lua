-- Lua twin of bubble-fn.geo (locals in a function; 1-based indices).
local function run()
    local xs = {}
    local seed = 42
    for i = 0, 1499 do
        seed = (seed * 75 + 74) % 65537
        xs[#xs + 1] = seed % 10000
    end
    local swaps = 0
    local n = #xs
    while n > 1 do
        local j = 1
        while j < n do
            if xs[j] > xs[j + 1] then
                local t = xs[j]
                xs[j] = xs[j + 1]
                xs[j + 1] = t
                swaps = swaps + 1
            end
            j = j + 1
        end
        n = n - 1
    end
    print(swaps, xs[1], xs[#xs])
end
run()
