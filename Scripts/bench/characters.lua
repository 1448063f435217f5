-- characters: vowels/consonants over a long string, reversal, palindromes
local letters = {}
for c in ("abcdefghijklmnopqrstuvwxyz"):gmatch(".") do letters[#letters + 1] = c end
local vowels = {a = true, e = true, i = true, o = true, u = true}
local seed = 2024
local function nextRandom()
  seed = (seed * 16807) % 2147483647
  return seed
end

local parts = {}
for i = 0, 79999 do
  local r = nextRandom() % 30
  parts[#parts + 1] = r < 26 and letters[r + 1] or " "
  if i % 50 == 49 then parts[#parts + 1] = "." end
end
local text = table.concat(parts)

local vowelCount, consonantCount, spaces, other = 0, 0, 0, 0
for i = 1, #text do
  local ch = text:sub(i, i)
  if vowels[ch] then
    vowelCount = vowelCount + 1
  elseif ch == " " then
    spaces = spaces + 1
  elseif ch >= "a" and ch <= "z" then
    consonantCount = consonantCount + 1
  else
    other = other + 1
  end
end
print(string.format("vowels: %d, consonants: %d, spaces: %d, other: %d", vowelCount, consonantCount, spaces, other))

local reversed = text:reverse()
print("reversed starts: " .. reversed:sub(1, 20))

local function isPalindrome(w)
  local chars = {}
  for k = 1, #w do chars[k] = w:sub(k, k) end
  local i, j = 1, #chars
  while i < j do
    if chars[i] ~= chars[j] then return false end
    i = i + 1
    j = j - 1
  end
  return true
end

local small = {"a", "b", "c"}
local palindromes = 0
local examples = {}
for _ = 1, 10000 do
  local len = 3 + nextRandom() % 4
  local w = ""
  for _ = 1, len do w = w .. small[nextRandom() % 3 + 1] end
  if isPalindrome(w) then
    palindromes = palindromes + 1
    if #examples < 6 then examples[#examples + 1] = w end
  end
end
print(string.format("palindromes: %d", palindromes))
print(table.concat(examples, " "))
