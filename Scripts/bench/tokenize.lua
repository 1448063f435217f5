-- Lua twin of tokenize.geo (characters as one-character strings in a table; 1-based).
local line = "let total = (alpha + 42) * beta_2 - 7 / gamma; if total >= 100 { count = count + 1 } "
local text = ""
for i = 0, 39 do text = text .. line end
local chars = {}
for k = 1, #text do chars[k] = string.sub(text, k, k) end
local digits = "0123456789"
local function isDigit(c) return c >= "0" and c <= "9" end
local function isLetter(c) return (c >= "a" and c <= "z") or (c >= "A" and c <= "Z") or c == "_" end
local numbers, names, ops, spaces, checksum = 0, 0, 0, 0, 0
for round = 0, 59 do
    local i = 1
    local n = #chars
    while i <= n do
        local c = chars[i]
        if c == " " then
            spaces = spaces + 1
            i = i + 1
        elseif isDigit(c) then
            local value = 0
            while i <= n and isDigit(chars[i]) do
                value = value * 10 + (string.find(digits, chars[i], 1, true) - 1)
                i = i + 1
            end
            numbers = numbers + 1
            checksum = (checksum + value) % 1000003
        elseif isLetter(c) then
            local start = i
            while i <= n and (isLetter(chars[i]) or isDigit(chars[i])) do i = i + 1 end
            names = names + 1
            checksum = (checksum * 3 + i - start) % 1000003
        elseif c == ">" or c == "<" or c == "=" or c == "!" then
            if i + 1 <= n and chars[i + 1] == "=" then
                i = i + 2
            else
                i = i + 1
            end
            ops = ops + 1
        else
            ops = ops + 1
            checksum = (checksum + 7) % 1000003
            i = i + 1
        end
    end
end
print(numbers, names, ops, spaces, checksum)
