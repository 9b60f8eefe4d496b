#include "window.h"
#include "document.h"
