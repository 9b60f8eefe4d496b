// SPDX-License-Identifier: MIT
// The compute and quota commands of `pipewright` (computecommands.cpp, instancetypecommand.cpp).
#pragma once

#include <QString>
#include <QStringList>

namespace pw::cli {

/// pipewright instance-type validate FILE... | export FILE [-o OUT]
int runInstanceType(const QStringList& args);
QString instanceTypeHelp();
/// pipewright quota [--backend local|azure …] [--profile NAME] [--format table|json|csv]
int runQuota(const QStringList& args);
QString quotaHelp();
/// pipewright compute list | show NAME | create NAME … | resize NAME … | delete NAME
int runCompute(const QStringList& args);
QString computeHelp();
/// pipewright vm-sizes [--filter TEXT] [--min-vcpus N] [--gpu] [--format table|json]
int runVmSizes(const QStringList& args);
QString vmSizesHelp();

} // namespace pw::cli
