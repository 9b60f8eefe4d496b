// SPDX-License-Identifier: MIT
#pragma once

#include "parallelinput.h"
#include "parallelsettings.h"

// The local parallel runtime: what a `type: parallel` step does on this machine, after Azure ML's parallel
// run step (README.md, "Parallel steps"). The runner itself is created with createParallelRunner() (steprunner.h);
// the parts that can be checked on their own are the runtime's settings (parallelsettings.h) and the cutting
// of the input into mini-batches (parallelinput.h).
