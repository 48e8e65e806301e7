#include "pasted.h"
