local limit = 400000
local isPrime = {}
for i = 0, limit do isPrime[i] = true end
isPrime[0] = false
isPrime[1] = false
for i = 2, limit do
    if i * i > limit then break end
    if isPrime[i] then
        for j = i * i, limit, i do
            isPrime[j] = false
        end
    end
end
local primes = {}
for n = 0, limit do
    if isPrime[n] then primes[#primes + 1] = n end
end
local twins = 0
local previous = 2
for _, p in ipairs(primes) do
    if p - previous == 2 then twins = twins + 1 end
    previous = p
end
local sum = 0
for _, p in ipairs(primes) do sum = sum + p end
local endsIn7 = {}
for _, p in ipairs(primes) do if p % 10 == 7 then endsIn7[#endsIn7 + 1] = p end end
local gaps = {}
for k = 2, #primes do gaps[#gaps + 1] = primes[k] - primes[k - 1] end
local maxGap = gaps[1]
for _, g in ipairs(gaps) do if g > maxGap then maxGap = g end end
print("primes below " .. limit .. ": " .. #primes .. ", sum " .. sum)
print("twin pairs " .. twins .. ", ending in 7: " .. #endsIn7 .. ", largest gap " .. maxGap)
