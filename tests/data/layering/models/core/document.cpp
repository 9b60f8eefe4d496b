#include "document.h"
#include "window.h" // a model reaching up into the widgets
