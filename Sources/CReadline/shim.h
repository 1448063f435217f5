// GNU readline and its history library (Debian: libreadline-dev).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
