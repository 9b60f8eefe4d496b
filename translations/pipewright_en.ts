<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Arm</name>
    <message>
        <location filename="../models/backends/azure/armresponse.cpp" line="+63"/>
        <source>%1: HTTP %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (target: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: HTTP %2 with an empty body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: HTTP %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the answer is not JSON (%2 at offset %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the answer is not a list (no &quot;value&quot; array).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;nextLink&quot; is not a valid address (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;nextLink&quot; is not a string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: more than %2 pages; the list was cut there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the next page link repeats an earlier page (%2); the list was cut there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/armclient.cpp" line="+180"/>
        <source>Stopped waiting for %1; the operation goes on in Azure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The operation ended as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 ended as %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureAuth</name>
    <message>
        <location filename="../models/backends/azure/azureauth.cpp" line="+97"/>
        <source>%1: the answer holds no access token and expiry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: HTTP %2 from %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 (HTTP %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>token from PIPEWRIGHT_ACCESS_TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 gives tokens for Azure Resource Manager only, not for %2; sign in with the Azure CLI, a service principal or a managed identity instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>PIPEWRIGHT_ACCESS_TOKEN is a token for Azure Resource Manager; writing to storage with your identity needs a token for %1 in PIPEWRIGHT_STORAGE_ACCESS_TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PIPEWRIGHT_ACCESS_TOKEN is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Azure CLI login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The Azure CLI&apos;s answer holds no access token and expiry (accessToken, expires_on or expiresOn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Could not run &apos;%1&apos; (%2). Install the Azure CLI and run &apos;az login&apos;, or choose another way to sign in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1 account get-access-token&apos; did not answer within 60 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1 account get-access-token&apos; failed (exit code %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no message; try &apos;az login&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>service principal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Signing in as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>managed identity of this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>managed identity %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Signing in with the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>device code sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+88"/>
        <source>Device code sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: the answer holds no device and user code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To sign in, open %1 and enter the code %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>%1: the code %2 expired before it was entered; start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1: the sign-in was declined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>A service principal needs a tenant, a client id and its secret (AZURE_CLIENT_SECRET).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown sign-in method &apos;%1&apos;; use env, cli, service-principal, managed-identity or device-code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureBackend</name>
    <message>
        <location filename="../models/backends/azure/azurebackend.cpp" line="+73"/>
        <source>Azure ML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>One step of an Azure ML job cannot be cancelled; cancel the job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No workspace is named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The workspace %1 could not be read: %2 (%3, HTTP %4)
%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The workspace %1 could not be read (HTTP %2).
%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureCompute</name>
    <message>
        <location filename="../models/backends/azure/azurecompute.cpp" line="+78"/>
        <source>Cluster %1 created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cluster %1 now scales between %2 and %3 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+3"/>
        <source>Compute %1 detached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Compute %1 deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AzureJobs</name>
    <message>
        <location filename="../models/backends/azure/azurejobs.cpp" line="+51"/>
        <source>The service reports that the job stopped responding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The job is paused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelling: the service has been asked to stop the job.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <location filename="../models/core/runs/backend.cpp" line="+14"/>
        <source>The %1 backend does not manage computes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The %1 backend reports no compute or quota.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/common.cpp" line="+38"/>
        <location filename="../app/picture/main.cpp" line="+36"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this help and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log what happens to standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../app/cli/computecommands.cpp" line="+396"/>
        <location filename="../app/cli/instancetypecommand.cpp" line="+155"/>
        <location filename="../app/cli/validatecommand.cpp" line="+89"/>
        <source>Run &apos;pipewright help %1&apos; for the options it takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check pipeline files and list their problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a pipeline to another file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a pipeline&apos;s steps, ports and data flow as JSON or DOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a pipeline on this machine with live progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the Python interpreters steps can run with, and what each can import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submit a pipeline to this machine or an Azure ML workspace; print the job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List, show, follow, cancel and rerun jobs (local, or a workspace&apos;s with --backend azure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to Azure; list, show, follow and cancel a workspace&apos;s jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List and show compute targets; create, resize and delete clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show core usage against quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the VM sizes of the region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show and refresh the VM prices of a region (Azure Retail Prices API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check Kubernetes instance type files and write them for kubectl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown format &apos;%1&apos;; use one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../app/cli/exportcommand.cpp" line="+75"/>
        <location filename="../app/cli/instancetypecommand.cpp" line="+9"/>
        <location filename="../app/cli/validatecommand.cpp" line="+8"/>
        <location filename="../app/picture/main.cpp" line="+29"/>
        <source>&apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="-43"/>
        <source>File to write, or &apos;-&apos; for standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output format: yaml (default), svg or png. Without this option the format follows the extension of OUT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write a pipeline to another file, or a picture of its canvas (SVG or PNG). YAML output keeps the text exactly as it is, comments and formatting included; a picture uses the node places saved by the studio, or lays the graph out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pipeline file to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>drawing a picture needs the program %1, which could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the program that draws the picture (%1) stopped unexpectedly; %2 was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-26"/>
        <source>a picture is written to a file; give its name with -o OUT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/picture/main.cpp" line="-7"/>
        <source>usage: %1 [--verbose] svg|png SOURCE TARGET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not valid YAML; there is no graph to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/computecommands.cpp" line="-359"/>
        <location filename="../app/cli/jobscommand.cpp" line="+385"/>
        <location filename="../app/cli/runcommand.cpp" line="+405"/>
        <location line="+3"/>
        <location filename="../app/picture/main.cpp" line="+4"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 must be a whole number of at least %2; got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>table (default), json or csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>list, show: table (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create: the VM size (Standard_DS3_v2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: the fewest nodes (0: none when idle).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: the most nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: idle seconds before a node is released (default 120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>create: low-priority nodes (cheaper, may be preempted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>create: the region (default: the workspace&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>delete: detach an attached compute instead of deleting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Core usage against quota: one row per subscription, workspace and cluster limit, with the cores used, the limit, what is free and how full it is. The local backend&apos;s quota is this machine&apos;s cores; an Azure ML workspace&apos;s are those of its region.
JSON: an array with one object per row (name, displayName, level, pool, family, used, limit, free, percent; limit and free are null where a row has no limit of its own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The compute targets of a backend: this machine (--backend local, the default) or an Azure ML workspace (--backend azure with the workspace and sign-in flags, or --profile).
  list          the targets: kind, state, size and nodes
  show NAME     one target in detail
  create NAME   a cluster; the name and the form are checked against the rules, the region&apos;s sizes and the quota first, and nothing is created while an error remains
  resize NAME   a cluster&apos;s node counts (its size cannot change: create another)
  delete NAME   delete a compute, or detach an attached one (--detach)
Exit status: 0 on success, 1 when the check found errors or the backend refused, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>list, show, create, resize or delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2–%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+374"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-372"/>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nodes (min–max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 (idle %3, busy %4, unusable %5, preempted %6, leaving %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>idle before scale-down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1%2: requests %3 CPU, %4; limits %5 CPU, %6, %7 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(at most %1 nodes fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(sizes with quota: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the backend refused without saying why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>create needs --size and --max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>warning: the quota and the region&apos;s sizes are not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a compute named &apos;%1&apos; exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster was not created: the check found errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is being created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>resize needs --min and --max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--min (%1) must not be above --max (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is being resized to %2–%3 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only sizes whose name or family holds TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only sizes with at least N vCPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only sizes with GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The VM sizes of the backend&apos;s region (an Azure ML workspace&apos;s with --backend azure), smallest first, with what the catalog of VM series says about them (category, quota approval, retirement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+144"/>
        <location filename="../app/cli/pricescommand.cpp" line="+67"/>
        <source>takes no arguments; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-110"/>
        <source>The %1 backend reports no quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>POOL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LIMIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FREE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>give an action: list, show, create, resize or delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use list, show, create, resize or delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>list takes no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&apos;%1&apos; needs one compute name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute %1 is being detached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute %1 is being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The %1 backend has no compute targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KIND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>STATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NODES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the %1 backend has no compute named &apos;%2&apos; (it has: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/backendoptions.cpp" line="+49"/>
        <source>no profile &apos;%1&apos;: the config file %2 does not exist (write the profile there as a [profiles/%1] section; see &apos;pipewright help submit&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the config file cannot be read as INI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no profile &apos;%2&apos; (profiles: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/computecommands.cpp" line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2: &apos;%3&apos; would hold a secret, and the config file holds none; give it in the environment (AZURE_CLIENT_SECRET, PIPEWRIGHT_ACCESS_TOKEN) and remove it from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>warning: %1 %2: unknown key &apos;%3&apos; is ignored (keys: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The backend: local (this machine; the default) or azure (an Azure ML workspace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A named profile of the config file ($PIPEWRIGHT_CONFIG, else ~/.config/pipewright/config.ini): a [profiles/NAME] section with backend, subscription, resource-group, workspace, cloud, arm-endpoint, login-endpoint, auth, tenant and client-id (never a secret); flags given here win. Default $PIPEWRIGHT_PROFILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>azure: the workspace&apos;s subscription id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>azure: the workspace&apos;s resource group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>azure: the workspace&apos;s name (with --subscription and --resource-group), or its whole ARM id (/subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/NAME); default $PIPEWRIGHT_WORKSPACE (an ARM id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>azure: AzureCloud (default), AzureChinaCloud or AzureUSGovernment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: the Resource Manager endpoint of a private cloud (https://…; http:// only for loopback addresses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: the sign-in endpoint of a private cloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: how to sign in: cli (the Azure CLI&apos;s login), device (device code), sp (service principal: --tenant, --client-id and AZURE_CLIENT_SECRET), msi (managed identity), env (PIPEWRIGHT_ACCESS_TOKEN). Default: env when PIPEWRIGHT_ACCESS_TOKEN is set, else cli.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>azure: the Microsoft Entra tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>azure: the application (service principal, user-assigned identity or device-code client) id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source> (profile &apos;%1&apos; in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the profile &apos;%1&apos; is for the %2 backend, not an Azure ML workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown backend &apos;%1&apos;%2; use local or azure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>options of an Azure ML workspace given to the local backend (%1); add --backend azure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown cloud &apos;%1&apos;%2; use %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&apos;%1&apos;%2 is not a workspace&apos;s ARM id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--%1 &apos;%2&apos; differs from the workspace&apos;s ARM id, which names &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the Azure ML workspace is not named in full%1: give --subscription ID --resource-group RG --workspace WS, the workspace&apos;s ARM id in --workspace or PIPEWRIGHT_WORKSPACE, or --profile NAME (missing: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 &apos;%2&apos;%3 is not a name (no &apos;/&apos;, &apos;?&apos;, &apos;#&apos; or spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown sign-in method &apos;%1&apos;%2; use cli, device, sp, msi or env</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/computecommands.cpp" line="+65"/>
        <source>The %1 backend offers no VM sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No VM size matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>quota needs approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>retired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VCPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MEMORY GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/pricescommand.cpp" line="+88"/>
        <source>LOW PRIORITY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PRICE/H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CATEGORY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+47"/>
        <source>give the pipeline file to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/common.cpp" line="-8"/>
        <source>give one pipeline file; got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+4"/>
        <source>give the file to write with -o OUT (&apos;-o -&apos; writes to standard output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the output file name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>warning: &apos;%1&apos; is not valid YAML; it is written unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/graphcommand.cpp" line="+413"/>
        <source>cannot write to standard output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/graphcommand.cpp" line="-387"/>
        <source>Output format: json (default) or dot (Graphviz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write to this file instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print a pipeline&apos;s steps (kind, component, compute), their input and output ports (types and bindings) and the data flow between them.
DOT output can be drawn with Graphviz: pipewright graph --format dot p.yml | dot -Tsvg &gt; p.svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The pipeline file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+303"/>
        <source>compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <location filename="../app/cli/runcommand.cpp" line="+60"/>
        <location filename="../app/cli/submitcommand.cpp" line="+202"/>
        <source>give the pipeline file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not valid YAML; there is no graph to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+16"/>
        <source>Usage: pipewright [--verbose] &lt;command&gt; [options] [arguments]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks, converts and inspects Azure Machine Learning pipeline YAML files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the help of a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log what happens to standard error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this help and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the version and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 when no errors were found, 1 when there were errors, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright help &lt;command&gt;&apos; or &apos;pipewright &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright --help&apos; to see the commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright --help&apos; for usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>give one command name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="-71"/>
        <source>Output format: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/instancetypecommand.cpp" line="-136"/>
        <location filename="../app/cli/validatecommand.cpp" line="+2"/>
        <source>Show errors only, no warnings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="+2"/>
        <source>Skip the pre-flight checks of each step&apos;s compute: VM sizes offered, retired or needing approval, quota, node counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also show notes: facts that need no action, such as components that are only resolved in an Azure ML workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pipeline files, or folders to search for pipeline files (*.yml and *.yaml with &apos;type: pipeline&apos;), recursively.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check pipeline files: YAML syntax, structure, component references, bindings, types, cycles and settings, and whether each step&apos;s compute can run it (the pre-flight checks).
Prints one finding per line as &apos;file:line:column: error|warning: message [rule]&apos;.
Exit status: 0 when no errors were found (warnings are allowed), 1 when there were errors, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>give at least one file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/instancetypecommand.cpp" line="-5"/>
        <source>export: the file to write (atomically), or &apos;-&apos; for standard output (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>validate: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kubernetes instance types of Azure Machine Learning (InstanceType and InstanceTypeList of amlarc.azureml.com/v1alpha1).
  validate FILE...  check the files: YAML, apiVersion and kind, node selector labels, CPU and memory units, requests not above limits, GPU only under limits; one finding per line as &apos;file:line:column: error|warning: message [rule]&apos;
  export FILE       write the types again as canonical YAML for &apos;kubectl apply -f&apos; (nothing is written when the file has errors)
Exit status: 0 when no errors were found (warnings are allowed), 1 when there were errors or a file could not be written, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>validate or export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type files (YAML).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1, %2: %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+79"/>
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>%n file checked</numerusform>
            <numerusform>%n files checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n instance type</numerusform>
            <numerusform>%n instance types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has errors; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds no instance type; nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n instance type(s) written to %1</source>
        <translation>
            <numerusform>%n instance type written to %1</numerusform>
            <numerusform>%n instance types written to %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>give an action: validate or export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use validate or export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; needs at least one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>-o belongs to export; validate writes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>export takes one file; got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pipeline files found (files with &apos;type: pipeline&apos; ending in .yml or .yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="-120"/>
        <source>Completed (reused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Canceling job %1 (press Ctrl+C again to stop waiting)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+153"/>
        <source>STEP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+26"/>
        <location filename="../app/cli/computecommands.cpp" line="-250"/>
        <location filename="../app/cli/pricescommand.cpp" line="-127"/>
        <source>table (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>logs: one step of a pipeline job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jobs: at most N jobs (default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>login, jobs, show, logs or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The workspace has no jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/jobscommand.cpp" line="-105"/>
        <location filename="../app/cli/runcommand.cpp" line="+0"/>
        <source>STATUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CREATED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/computecommands.cpp" line="+78"/>
        <location line="+68"/>
        <location line="+103"/>
        <location filename="../app/cli/pricescommand.cpp" line="+127"/>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>job %1 has no step &apos;%2&apos; (steps: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No log files yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>give an action: login, jobs, show, logs or cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use login, jobs, show, logs or cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; needs a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Signed in to %1 with the %2; the token is valid until %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-181"/>
        <source>An Azure Machine Learning workspace over the Azure Resource Manager REST API.
  login        sign in and say with what, and until when (no token is printed)
  jobs         the workspace&apos;s jobs, newest first
  show JOB     a job with its steps
  logs JOB     a job&apos;s (or --step&apos;s) log files; --follow tails the main log
  cancel JOB   cancel a job and wait until the service confirms it
The same workspace and sign-in flags (or --profile) serve submit, jobs, quota, compute and vm-sizes with --backend azure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+140"/>
        <source>the workspace has no job &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>warning: the steps could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Job %1 is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+1"/>
        <location filename="../app/cli/runcommand.cpp" line="+0"/>
        <source>TIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="+1"/>
        <source>DETAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>the job&apos;s record could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step &apos;%1&apos; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  exit code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  last lines of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 %2 in %3. Run folder: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/cli/submitcommand.cpp" line="+85"/>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Job %1 started (%2 on this machine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set a pipeline input for this run: inputs.NAME=VALUE (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run every step, even when an earlier run&apos;s outputs could be reused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH; `pipewright python PATH` lists those found).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/cli/submitcommand.cpp" line="-203"/>
        <source>The pipeline file (type: pipeline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run a pipeline on this machine and show its progress.
Steps run in dependency order, several at once within the machine&apos;s cores; a step whose component, code, inputs and parameters are unchanged reuses its earlier outputs.
Exit status: 0 when the job completed, 1 when it failed, was canceled or could not start, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-78"/>
        <source>--python %1: not an executable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/backendoptions.cpp" line="+46"/>
        <source>--set takes inputs.NAME=VALUE; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/pythoncommand.cpp" line="+57"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>does not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>imports all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Take INTERPRETER as the one steps run with (default: $PIPEWRIGHT_PYTHON, else python3 on PATH, as `run` chooses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the interpreters and what they import as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A pipeline file: check the modules its steps need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>List the Python interpreters that steps can run with on this machine: the one they run with (marked *), python3 and python3.N on PATH, in /usr/bin and /usr/local/bin, and the virtual environments in the current folder and the pipeline&apos;s folder. With a pipeline, check which of the modules its steps need (their environments&apos; conda files and the imports of their scripts) each one can import.
Exit status: 0 when the interpreter steps run with works and can import every module the pipeline needs, 1 when it cannot or the pipeline cannot be read, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Found as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(and %1 more found that did not run, such as version shims without their version; --json lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>give at most one pipeline file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/runcommand.cpp" line="+110"/>
        <location filename="../app/cli/submitcommand.cpp" line="+144"/>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The steps of %1 name no Python module outside the standard library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The steps of %1 need: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Steps run with the interpreter marked *; to choose another: pipewright run --python PATH, or set PIPEWRIGHT_PYTHON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>hint: %1 could not import %2 (step %3). The step&apos;s command starts that interpreter by its path, so --python does not change it: install the module into it, or let the command start python by name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>hint: %1 could not import %2 (step %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>hint: no other Python interpreter found on this machine can import %1; install it for %2, or make a virtual environment with it in the pipeline&apos;s folder and run again with --python ENV/bin/python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: %1 can import every module the steps need; run again with it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hint: %1 can import %2, though not %3, which the steps also name; run again with it: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hint: every interpreter found, and what it can import: pipewright python %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="-254"/>
        <source>list: how many jobs to show (default 30).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list, show: text (default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="-213"/>
        <location filename="../app/cli/jobscommand.cpp" line="+2"/>
        <source>logs: keep printing new lines until the job ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+5"/>
        <source>rerun: run every step again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>list, show, logs, cancel, outputs or rerun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+110"/>
        <source>no job &apos;%1&apos; (or the prefix matches several jobs); see &apos;pipewright jobs list&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>give an action: list, show, logs, cancel, outputs or rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown action &apos;%1&apos;; use list, show, logs, cancel, outputs or rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; needs a job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is offered for jobs of this machine only; an Azure ML job is cancelled whole and submitted again with &apos;pipewright submit&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No jobs yet. Start one with &apos;pipewright run PIPELINE&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+68"/>
        <location filename="../app/cli/jobscommand.cpp" line="+4"/>
        <source>JOB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="-247"/>
        <source>show, logs, outputs: only this step (as STEP); cancel: only this step; rerun: run this step again (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rerun: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Jobs of the local backend.
  list              recent jobs
  show JOB [STEP]   a job&apos;s steps, statuses, durations and reasons; a parallel step&apos;s mini-batch counts, thresholds and peak resource use; a distributed step&apos;s processes
  logs JOB [STEP]   a step&apos;s std_log.txt (all steps without STEP), after job_result.txt for a parallel step; --follow tails it
  cancel JOB        cancel a running job (or --step STEP), also one another process runs
  outputs JOB       the output folders of each step
  rerun JOB         run again as a new job: the steps that did not complete (or --step), reusing the others
JOB may be a unique prefix of a job id.
With --backend azure (and the workspace and sign-in flags, or --profile) list, show, logs and cancel act on an Azure ML workspace&apos;s jobs, JOB being the job&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+219"/>
        <source>STARTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIPELINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two steps given: &apos;%1&apos; and --step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>job %1 has no step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job:        %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline:   %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started:    %1, ran %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rerun of:   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder:     %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input:      %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reused the outputs of job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n process(es):</source>
        <translation>
            <numerusform>%n process:</numerusform>
            <numerusform>%n processes:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n trial(s), the best by %1 (%2):</source>
        <translation>
            <numerusform>%n trial, the best by %1 (%2):</numerusform>
            <numerusform>%n trials, the best by %1 (%2):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>(no log: the step did not start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step &apos;%1&apos; has no log yet: it did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 already ended: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+71"/>
        <location filename="../app/cli/jobscommand.cpp" line="+12"/>
        <location filename="../app/cli/submitcommand.cpp" line="+57"/>
        <source>Job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+4"/>
        <source>Cancel requested for job %1; it is still ending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/parallelformat.cpp" line="+112"/>
        <source>Parallel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batches: %1 (%2 succeeded, %3 failed, %4 running); items: %5 (%6 succeeded, %7 failed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mini_batch_error_threshold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error_threshold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>allowed_failed_percent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>progress_update_timeout %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thresholds: %1 (-1: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Node %1: peak CPU %2 %, peak memory %3 (%n sample(s))</source>
        <translation>
            <numerusform>Node %1: peak CPU %2 %, peak memory %3 (%n sample)</numerusform>
            <numerusform>Node %1: peak CPU %2 %, peak memory %3 (%n samples)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1/%2 mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 failed), %3 items failed, %4 mini-batches/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/submitcommand.cpp" line="-255"/>
        <source>Set a pipeline input for this job: NAME=VALUE or inputs.NAME=VALUE (repeatable); a local path is uploaded to an Azure ML workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The job&apos;s name in the workspace (letters, digits, &apos;-&apos; and &apos;_&apos;); default the file&apos;s name:, else the file&apos;s base name and ten random characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The experiment the job belongs to; default the file&apos;s experiment_name:, else the name of the pipeline file&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run every step, even those whose earlier outputs could be reused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the job&apos;s statuses until it ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>local: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text (default) or json (one object on standard output: the job, and its studio link on Azure; progress goes to standard error).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Submit a pipeline through a backend and print its job id.
  --backend local   this machine (the default); the job runs in this process, so submit follows it to its end as with --wait
  --backend azure   an Azure ML workspace: local code and data are uploaded, components and environments written in the pipeline registered, the job created; the studio link is printed
Profiles: the config file ($PIPEWRIGHT_CONFIG, else ~/.config/pipewright/config.ini) may name workspaces, one INI section each, used with --profile NAME:
  [profiles/prod]
  backend = azure
  subscription = 00000000-0000-0000-0000-000000000000
  resource-group = ml-rg
  workspace = ml-ws
  auth = cli
Secrets never go there: a service principal&apos;s secret comes from AZURE_CLIENT_SECRET, a token from PIPEWRIGHT_ACCESS_TOKEN.
Exit status: 0 when the job was submitted (with --wait: when it completed), 1 when it was refused, failed or was canceled, 2 on wrong usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: the file does not parse as YAML, so --name and --experiment cannot be set; &apos;pipewright validate %1&apos; shows why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 cannot be set to &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the status of job %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>warning: the status of job %1 could not be read (%2); trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopped waiting; job %1 goes on in the workspace (cancel it with &apos;pipewright jobs cancel %1 --backend azure …&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--name &apos;%1&apos; is not a job name: letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or a digit, at most 255</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--experiment needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>warning: the local backend names its jobs itself; --name is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>warning: a workspace runs the steps in their environments; --python is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: the workspace gave no job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job %1 submitted to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/pricescommand.cpp" line="-133"/>
        <source>The region (armRegionName, e.g. westeurope); default: the setting compute/priceRegion, else eastus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the region&apos;s prices anew from the Azure Retail Prices API (no sign-in needed) and keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only sizes whose name holds TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every size of the list, not only the sizes Azure ML offers (the common sizes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Linux VM prices per hour of a region (pay-as-you-go, Spot, low priority) as last taken from the Azure Retail Prices API, with the date they were taken. The studio&apos;s compute picker and &apos;vm-sizes&apos; show the same list. PIPEWRIGHT_RETAIL_PRICES_URL points --refresh at another address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>--region must be a region name such as eastus or westeurope; got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n VM size(s) of %1 taken from %3 (pages read: %2), kept in %4</source>
        <translation>
            <numerusform>%n VM size of %1 taken from %3 (pages read: %2), kept in %4</numerusform>
            <numerusform>%n VM sizes of %1 taken from %3 (pages read: %2), kept in %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no prices of %1 have been taken yet; run &apos;pipewright prices --region %1 --refresh&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Linux prices per hour in %1, %2, taken %3 from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No size matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PAY-AS-YOU-GO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SPOT</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputeJson</name>
    <message>
        <location filename="../models/core/compute/computejson.cpp" line="+31"/>
        <location line="+558"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-548"/>
        <source>the service answered with an error: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing (expected a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+211"/>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-200"/>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+166"/>
        <source>expected a whole number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+89"/>
        <location line="+112"/>
        <location line="+47"/>
        <location line="+18"/>
        <location line="+176"/>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-430"/>
        <source>missing (expected {value, localizedValue})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+133"/>
        <source>missing (expected an object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>expected an object of instance types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+286"/>
        <source>unknown kind &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvironmentFiles</name>
    <message>
        <location filename="../models/core/document/environmentfile.cpp" line="+24"/>
        <source>%1:%2:%3: not a YAML mapping: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty or a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is neither a conda file (with dependencies:) nor an environment definition (with image:).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Http</name>
    <message>
        <location filename="../models/backends/azure/httpclient.cpp" line="+90"/>
        <source>&apos;%1&apos; is not a complete address (scheme and host are needed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refusing plain http:// for %1: only loopback addresses (127.0.0.1, ::1, localhost) may be reached without TLS. Use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsupported scheme &apos;%1&apos; in %2: use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+307"/>
        <source>%1 was not sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-163"/>
        <source>The connection is closing; %1 was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+41"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2: no complete answer within %3 s (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: the server&apos;s TLS certificate could not be verified (%3); the request was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not reach %1: its name does not resolve (no network, or a proxy or VPN is needed). (%2 %3, %4 attempt(s): %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not connect to %1: nothing answers there (no network, a firewall, or the service is down). (%2 %3, %4 attempt(s): %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 failed after %3 attempt(s): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/curlapi.cpp" line="+16"/>
        <source>libcurl could not be loaded (%1): install the libcurl4 package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 lacks the function %2: libcurl 7.85 or later is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>libcurl could not be initialised: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceType</name>
    <message>
        <location filename="../models/core/compute/instancetype.cpp" line="+78"/>
        <source>The instance type name &apos;%1&apos; must be lower-case letters, digits and &apos;-&apos;, start and end with a letter or digit, at most 63 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <source>%1 must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 &apos;%2&apos; is not a CPU quantity: use cores (&quot;2&quot;, &quot;0.5&quot;) or millicores (&quot;100m&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>%1 must not be 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 &apos;%2&apos; is not a memory quantity: use Ki, Mi, Gi (or K, M, G), e.g. &quot;1024Mi&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The CPU request (%1) is above the limit (%2): requests must not exceed limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The memory request (%1) is above the limit (%2): requests must not exceed limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A GPU may be given only under resources.limits (nvidia.com/gpu), not under requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nvidia.com/gpu &apos;%1&apos; must be a whole number (0 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The compute %1 has no instance type named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The limit %1 (%2) must be below the instance type %3&apos;s (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The step asks for %1 GPUs; the instance type %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstanceTypeYaml</name>
    <message>
        <location filename="../models/core/compute/instancetypeyaml.cpp" line="+80"/>
        <source>nothing (null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alias without anchor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; only the first is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds more than one YAML document; only the first is read (an InstanceTypeList holds several types in one document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is empty; an instance type needs apiVersion, kind, metadata.name and spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1 must be a mapping; it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be a quantity (a string such as &quot;500m&quot; or &quot;2Gi&quot;, or a number); it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a string; it is %2 (quote it: &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown key &apos;%1&apos; in %2 (known: %3); it is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>apiVersion is empty; write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>apiVersion &apos;%1&apos; is not %2, the version of Azure ML&apos;s instance types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apiVersion is missing; write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+27"/>
        <source>kind is empty; write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>kind &apos;%1&apos; of an item is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the document must be a mapping with apiVersion, kind, metadata and spec; it is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>kind is missing; write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kind &apos;%1&apos; is neither %2 nor %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the list has no items; give each instance type as an item with metadata and spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>items must be a list of instance types; it is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an item of items must be a mapping with metadata and spec; it is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>metadata.name is missing: every instance type needs a name (lower-case letters, digits and &apos;-&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>spec.%1 must not be empty: give a whole number, or leave the key out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a node selector key must be a label name; it is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>node selector key &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the node selector %1 has no value: it selects nodes whose label %1 is empty; write &quot;&quot; to say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node selector %1: the value &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+98"/>
        <source>a label name must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the prefix before &apos;/&apos; must be a DNS subdomain (lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, at most 253 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a label name is at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, starting and ending with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a label value is empty, or at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, starting and ending with a letter or digit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <location filename="../views/canvas/graphlayout.cpp" line="+130"/>
        <source>Graphviz could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Graphviz dot could not lay out the graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/graphvizapi.cpp" line="+16"/>
        <source>Graphviz could not be loaded (%1): install the libgvc6 package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 lacks %2: Graphviz 2.42 or later is needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParallelLogs</name>
    <message>
        <location filename="../models/core/parallel/parallellogs.cpp" line="+88"/>
        <source>Still running, or stopped before it wrote its result (there is no job_result.txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed: every mini-batch was processed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canceled: the step was stopped before it processed every mini-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown: job_result.txt is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+199"/>
        <source>the header has no &quot;Mini-batch Id&quot; column; the rows cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../models/core/parallel/parallellogs_perf.cpp" line="+37"/>
        <source>expected %1 fields, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the mini-batch id &quot;%1&quot; or picked count is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+115"/>
        <source>the node&apos;s folder holds no resource usage files (node_resource_usage.csv, processes_resource_usage.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>missing: the step still runs, or it stopped before writing its result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>missing: the node processed mini-batches but has no resource usage files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>further problems not listed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the last row has no line end yet (the file is still being written, or it was cut short)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallellogs_perf.cpp" line="+22"/>
        <source>the header has no &quot;Utc Time&quot; or &quot;Cpu Percent&quot; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+36"/>
        <source>&quot;%1&quot; is not a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <source>the CPU percentage &quot;%1&quot; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a memory, disk or network figure is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the header lacks one of &quot;Utc Time&quot;, &quot;Process&quot;, &quot;Cpu Percent&quot;, &quot;Memory RSS (MB)&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the CPU percentage or memory size is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallellogs_table.cpp" line="+55"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quota</name>
    <message>
        <location filename="../models/core/compute/quota.cpp" line="+83"/>
        <source>The VM size %1 is not offered in this region for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a size from the region&apos;s list (pipewright vm-sizes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 series of %2 is retired (since %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recreate the compute with a size of another series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 series is restricted: its quota needs approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request quota for it with a support request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The VM size %1 cannot run at low priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the dedicated tier or a size that supports low priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low-priority nodes may be preempted; a preempted job must be restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA %1 is too old for %2 GPUs (%3 needs CUDA %4 or later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use an environment with a newer CUDA, or another GPU series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+234"/>
        <source>Pick another size, or request quota for this family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Use %1 instances, request more quota, or change the size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wait, or choose a size of another family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use fewer instances, request more quota, or run on serverless compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Needs %1 vCPUs; %2 are free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no quota for %1 (%2): no job of this size can run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs %1 vCPUs but the limit is %2: at most %3 instances of this size fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Needs %1 vCPUs; only %2 are free now, the rest is in use: the job will queue until it frees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs %1 vCPUs; only %2 are free now: the job may fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The compute %1 is not in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create it, or choose one of the workspace&apos;s computes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whether the workspace has the compute %1 is not known here: no computes are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is checked when the job is submitted to a workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cluster %1 has at most %2 nodes; %3 instances were asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lower instance_count or raise the cluster&apos;s maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cluster %1 is busy: the job will queue behind the running ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait, raise the cluster&apos;s maximum, or run on serverless compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is scaling down: the job waits until it has, then scales up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Use 3 to 24 letters, digits or &apos;-&apos;, starting with a letter and not ending in &apos;-&apos; and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The node counts must satisfy 0 ≤ minimum ≤ maximum and maximum ≥ 1 (%1, %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n node(s) stay allocated and billed even when idle.</source>
        <translation>
            <numerusform>%n node stays allocated and billed even when idle.</numerusform>
            <numerusform>%n nodes stay allocated and billed even when idle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the minimum to 0 so that an idle cluster costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster is in %1, the workspace in %2: expect latency and data transfer costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A VM size is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 nodes need %2 vCPUs but the limit is %3: the maximum cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lower the maximum or request more quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Steps on %1 together need up to %2 vCPUs and %3 are free: some will queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The compute name &apos;%1&apos; must be 3 to 24 characters long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The compute name &apos;%1&apos; must start with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The compute name &apos;%1&apos; must not end with &apos;-&apos; followed by digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute name &apos;%1&apos; may hold only letters, digits and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetailPrices</name>
    <message>
        <location filename="../models/core/compute/retailprices.cpp" line="+74"/>
        <location line="+174"/>
        <source>%1: not JSON at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-172"/>
        <source>%1: the answer is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Items: missing or not a list; this is not an answer of the Retail Prices API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: NextPageLink: %2 is not a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: NextPageLink: not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2: not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2.retailPrice: not a price (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Azure retail prices, %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: not a price list (region and prices are needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: retrievedAt: not a date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: prices.%2.%3: not a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cost: the service picks the size, so no price can be given; choose a size to see one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost: the cluster&apos;s size is not known yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: no price is known for %1 in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: %1 × %2 at %3 per hour each: %4 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost: %1 at %2 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(low priority or Spot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n min</numerusform>
            <numerusform>%n min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its last run took %1: about %2 a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1.</source>
        <comment>the end of a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetailPricesClient</name>
    <message>
        <location filename="../models/backends/azure/retailpricesclient.cpp" line="+33"/>
        <source>%1: more than %2 pages of prices; the list was not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the next page is one already read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the next page is on another host (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lists no Linux VM prices for the region %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunHistory</name>
    <message>
        <location filename="../models/backends/azure/runhistory.cpp" line="+51"/>
        <source>The workspace %1 names no discoveryUrl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The discovery document at %1 names no usable &quot;api&quot; host.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../models/backends/azure/secretstore.cpp" line="+29"/>
        <source>it is not a Pipewright keychain plugin of this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the keychain plugin %1 could not be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No system keychain is available (%1): sign-in secrets are kept in memory and forgotten when Pipewright closes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceConnection</name>
    <message>
        <location filename="../models/core/runs/workspaceconnection.cpp" line="+49"/>
        <source>it is not JSON: %1 at offset %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>it has no %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkspaceIconProvider</name>
    <message>
        <location filename="../ui/workspace/workspaceiconprovider.cpp" line="+48"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLTable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/studio/main.cpp" line="+65"/>
        <source>Pipewright Studio: design, check and run Azure Machine Learning pipelines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pipeline files to open, and/or a workspace folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Save a picture of the window to FILE (PNG) once it is shown, then quit. The window has its default layout; your settings and recent files are neither used nor changed (only the language is kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a view once the window is shown: &quot;quota&quot; (the quota and usage dashboard), &quot;compute&quot; (the compute picker of the pipeline) or &quot;compute:STEP[:KIND]&quot; (of a step, on serverless, cluster, kubernetes or local); with --open-logs, the panel&apos;s tab: overview, logs, resources or mini-batches. With --screenshot, the picture is of that view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a parallel step&apos;s logs folder (Azure ML&apos;s layout, or a step&apos;s run folder) in the parallel-step panel. With --screenshot, the picture is of that panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log debug messages to standard error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Sign in to Azure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Unknown view %1: use quota, compute or compute:STEP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not write the screenshot to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw</name>
    <message>
        <location filename="../models/backends/jobplan.cpp" line="+965"/>
        <source>the file is not valid YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is a pipeline component, a part other pipelines use as a step; run a pipeline job that uses it (a step with &apos;type: pipeline&apos; and &apos;component: %1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this is not a pipeline job (type: pipeline); open a pipeline file to run it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>there is no pipeline input &apos;%1&apos; to set; the inputs are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/base/fileio.cpp" line="+38"/>
        <source>&apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is %2 MB; files over 256 MB are not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+5"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot save &apos;%1&apos;: %2; the file on disk was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/azuremlvalues.cpp" line="+242"/>
        <source>mini_batch_size &apos;%1&apos; must be a number of files or a size like 10kb, 10mb, 1gb (no spaces, no decimals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mini_batch_size &apos;%1&apos; is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mini_batch_size must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>mini_batch_size &apos;%1&apos; has more than one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/processutil.cpp" line="+154"/>
        <source>cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the artifacts folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create the output folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+47"/>
        <source>waited for memory: the machine had less than the free memory a step needs to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelsettings.cpp" line="+107"/>
        <source>program_arguments: %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>program_arguments: %1 %2 is not valid; allowed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 (input-less mini-batches of SDK v1) is not supported here and is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no effect on this machine (there is no parent run to copy to)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no effect on this machine (metrics are not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelinput.cpp" line="+138"/>
        <location line="+52"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the MLTable file has no `paths` list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a `paths` entry must be `file:`, `folder:` or `pattern:`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a `paths` entry must be `file:`, `folder:` or `pattern:` with a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 is not on this machine; the local runtime reads local MLTable paths only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is outside the MLTable&apos;s folder; Azure ML uploads only that folder, so name a path inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: file %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the folder %2 is the whole file system; name a folder below it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: pattern %2 would search the whole file system; start it at a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: pattern %2 matches no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: extract_columns_from_partition_format needs a partition_format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the MLTable transformation %2 is not applied by the local runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: partition_keys (%2) needs a partitioned MLTable, and this one has no extract_columns_from_partition_format transformation that defines the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: partition_keys names &apos;%2&apos;, which the partition_format &apos;%3&apos; does not define (it defines %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the MLTable names no read_delimited, read_json_lines or read_parquet transformation, and %2 is not a .csv, .jsonl or .parquet file: the partitions cannot be read as tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no read_* transformation; the partitions are read as %2 files from their extension</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n file(s) of the input do not match the partition_format &apos;%1&apos; and are left out, the first: %2</source>
        <translation>
            <numerusform>%n file of the input does not match the partition_format &apos;%1&apos; and is left out: %2</numerusform>
            <numerusform>%n files of the input do not match the partition_format &apos;%1&apos; and are left out, the first: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+130"/>
        <source>input_data %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>partition_keys (%1) needs input_data to be a partitioned MLTable folder; %2 has no MLTable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallellisting.cpp" line="+171"/>
        <source>cannot read the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/sweepplan.cpp" line="+92"/>
        <source>sampling_algorithm.rule is sobol; here the trials are drawn at random (a Sobol sequence is the workspace&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sampling_algorithm is missing (random, grid or bayesian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampling_algorithm is bayesian, which learns from the workspace&apos;s earlier trials; here the trials are drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sampling_algorithm &apos;%1&apos; is not one Azure ML knows (random, grid, bayesian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>search_space is missing or empty: it names the trial&apos;s inputs to sweep over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: type &apos;%2&apos; is not a sweep distribution (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a choice needs a list of values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a choice among nested search spaces does not run on this machine; give plain values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: randint needs upper, a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 needs min_value and max_value, min_value ≤ max_value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 needs mu and sigma, sigma ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 needs q, a number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: grid sampling takes only choice parameters; it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: bayesian sampling takes only choice, uniform and quniform parameters; it is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>objective.primary_metric is missing: the metric that chooses the best trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>objective.goal must be minimize or maximize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>limits.max_total_trials must be between 1 and 1000, and max_concurrent_trials at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>limits.max_total_trials is not set: up to 1000 trials run, as on Azure ML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>early_termination: a bandit policy needs one of slack_factor and slack_amount, at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>early_termination: truncation_percentage must be between 1 and 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>early_termination type &apos;%1&apos; is not one Azure ML knows (bandit, median_stopping, truncation_selection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>the bandit policy stopped it at interval %1: its best %2 is outside the slack of the best trial (%3 = %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the median stopping policy stopped it at interval %1: its best %2 is worse than the median %3 of the other trials&apos; running averages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the truncation selection policy stopped it at interval %1: its %2 is among the lowest %3 % of the %4 trials there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/runs/runcomparison.cpp" line="+201"/>
        <source>The pipeline file of one of the runs was not kept (no snapshot in its folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pipeline files differ in too many lines to show line by line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: one of the runs reused earlier outputs, so its code is not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (best trial)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasAccessibility</name>
    <message>
        <location filename="../views/canvas/canvasaccessible.cpp" line="+282"/>
        <source>Open the step (its source, or the pipeline inside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a link from this port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Output of pipeline input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input of pipeline output %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Link from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pipeline input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline input %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline output %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline output %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Step %1 (%2, inline component)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 (%2, component %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>runs on %1 (pipeline default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press Enter to open the pipeline inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>linked to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>linked from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tab: next node. Period and comma: step through its ports. Enter: open. F2: rename. Arrow keys: move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter: choose a port to link this one to (Tab to the next, Enter to link). Ctrl+L: link with a dialog. Delete: remove its links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter: edit. Arrow keys: move. Alt+arrow keys: resize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete: remove the link.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasEditor</name>
    <message>
        <location filename="../views/canvas/canvaseditor_add.cpp" line="+63"/>
        <location filename="../views/canvas/canvaseditor_links.cpp" line="+50"/>
        <source>This file is shown read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_links.cpp" line="+4"/>
        <source>Both ends are outputs: link an output (right side) to an input (left side).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both ends are inputs: link an output (right side) to an input (left side).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The node is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A step cannot take its own output as input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A pipeline input cannot go straight to a pipeline output; pass it through a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Types do not match: %1 gives %2, %3 takes %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is already linked to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already bound to %2; delete that link first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link would make a cycle: %1 already depends on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pipeline output %1 already receives %2.%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is already bound to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 gives %2 and %3 takes %4: Azure ML accepts this, check that the step reads what it gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Link %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The binding could not be written into the YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor.cpp" line="+137"/>
        <source>Delete link</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Delete %n links</source>
        <translation>
            <numerusform>Delete %n link</numerusform>
            <numerusform>Delete %n links</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Delete %n items</source>
        <translation>
            <numerusform>Delete %n item</numerusform>
            <numerusform>Delete %n items</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_add.cpp" line="+1"/>
        <source>Fix the YAML syntax error first; steps are added to a file that parses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The component file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step could not be written: the pipeline&apos;s &apos;jobs&apos; is not a mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor.cpp" line="+15"/>
        <source>There is no step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a valid step name: use letters, digits and underscores, not starting with a digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a step named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename step %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The step could not be renamed in the YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 has no input %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1.%2 is already bound to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promote %1.%2 to a pipeline input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pipeline&apos;s inputs could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_paste.cpp" line="+39"/>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Duplicate %n steps</source>
        <translation>
            <numerusform>Duplicate %n step</numerusform>
            <numerusform>Duplicate %n steps</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Steps can only be pasted into a pipeline that parses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clipboard holds no pipeline steps (YAML step entries or a &apos;jobs&apos; mapping).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The steps could not be written: the pipeline&apos;s &apos;jobs&apos; is not a mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Paste %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Paste %n steps</source>
        <translation>
            <numerusform>Paste %n step</numerusform>
            <numerusform>Paste %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::CanvasExport</name>
    <message>
        <location filename="../views/canvas/canvasexport.cpp" line="+86"/>
        <source>Pipeline canvas exported by Pipewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the SVG picture could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a %1 × %2 pixel picture does not fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the PNG picture could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasLayout</name>
    <message>
        <location filename="../models/core/document/canvaslayout.cpp" line="+156"/>
        <source>canvas layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1:%2: the canvas layout is not valid JSON (%3); the nodes are arranged automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the canvas layout must be a JSON object; the nodes are arranged automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: canvas layout version %2 is newer than this Pipewright reads (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the position of &quot;%2&quot; must be [x, y]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: note %2 needs a unique positive &quot;id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Delete note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasScene</name>
    <message>
        <location filename="../views/canvas/nodevisuals.cpp" line="+444"/>
        <source> (not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-221"/>
        <source>inline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+234"/>
        <source>from input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasscene_placement.cpp" line="+88"/>
        <location line="+167"/>
        <source>%1; the canvas used its own layout instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/nodeitem.cpp" line="+48"/>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Compute: %1 (pipeline default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click to open the pipeline inside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasView</name>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+31"/>
        <source>Pipeline canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps, pipeline inputs and outputs, and the links between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+474"/>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="+289"/>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="+1"/>
        <source>Move %n items</source>
        <translation>
            <numerusform>Move %n item</numerusform>
            <numerusform>Move %n items</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="+129"/>
        <source>Link %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link %1 → %2 (check: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+36"/>
        <location filename="../views/canvas/linkdrag.cpp" line="+2"/>
        <source>Cannot link: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="+4"/>
        <source>Drop on an input port (left side of a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop on an output port (right side of a step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="-229"/>
        <source>This pipeline is shown read-only; open its file to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_notes.cpp" line="+84"/>
        <location line="+25"/>
        <source>Resize Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Resize %n notes</source>
        <translation>
            <numerusform>Resize %n note</numerusform>
            <numerusform>Resize %n notes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="-3"/>
        <source>Tab: next port · Enter: link · Esc: cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="-188"/>
        <source>No link made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+271"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 has no ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 has no links to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The links of %1 could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a port first: select a node and press . (period) to step through its ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No input can take %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No output can feed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_commands.cpp" line="+38"/>
        <location line="+274"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-260"/>
        <source>Select one step to rename it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New step name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_notes.cpp" line="-85"/>
        <location line="+14"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text of the note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_commands.cpp" line="+120"/>
        <source>Select one step to promote one of its inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every input of %1 is linked already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promote to Pipeline Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input of %1 to set when the pipeline is submitted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1.%2 now reads the pipeline input %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select two or more nodes to align them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Align %n nodes</source>
        <translation>
            <numerusform>Align %n node</numerusform>
            <numerusform>Align %n nodes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Link %1 To…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove Links of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Promote %1 to Pipeline Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Pipeline Inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link Ports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit Note…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make Larger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make Smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_drop.cpp" line="+89"/>
        <source>%1 cannot be added as a step: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a component (a command, parallel or pipeline component YAML file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+262"/>
        <source>The YAML has a syntax error; fix it in the source to see the pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a pipeline (type: pipeline), so it has no graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This pipeline has no steps yet.
Drag a component from the Components panel onto the canvas.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CanvasWidget</name>
    <message>
        <location filename="../views/canvas/canvaswidget.cpp" line="+164"/>
        <source>Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this pipeline component in its own tab to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the colours of ports and links mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Data: uri_file, uri_folder, mltable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model: mlflow_model, custom_model, triton_model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value: integer, number, string, boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other or not declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A filled port has a value or a link; a hollow one is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %</source>
        <extracomment>zoom level of the canvas</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+12"/>
        <source>The pipeline of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>The pipeline defined inside step %1 (read-only here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+13"/>
        <source>Pipeline component %1 (read-only here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n nodes selected</source>
        <translation>
            <numerusform>%n node selected</numerusform>
            <numerusform>%n nodes selected</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Step %1 does not use a pipeline component.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The pipeline inside step %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not open the pipeline component: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Inside %1: the pipeline defined in this step. Shown read-only; edit it in the YAML source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inside %1: %2. Shown read-only; use Open File to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ChartPlots</name>
    <message>
        <location filename="../views/charts/chartplots.cpp" line="+26"/>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>it is not a Pipewright charts plugin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is of another version (%1, not %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Charts cannot be drawn: the charts plugin %1 could not be loaded (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::Checker</name>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+67"/>
        <source>&apos;type: pipeline&apos; is missing; this file is not a pipeline job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is a &apos;%1&apos; file, not a pipeline; only its YAML was checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pipeline has no steps: add them under &apos;jobs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not a boolean; write true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default_compute &apos;%1&apos; must be written azureml:%1, or be serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>compute refers to pipeline input &apos;%1&apos;, which is not declared under &apos;inputs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>type &apos;%1&apos; must be written &apos;%2&apos; in a component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>mode &apos;%1&apos; must be written &apos;%2&apos; in a component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an input cannot use mode &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an input of type %1 cannot use mode &apos;%2&apos;; use one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output cannot use mode &apos;%1&apos;; use one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; is not a valid name: use letters, digits and underscores, not starting with a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a name Azure ML is known to accept (letters, digits and underscores, not starting with a digit); the service will decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; and &apos;%2&apos; differ only in case; a component&apos;s names must differ in more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; is not an integer, as input &apos;%2&apos; requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a number, as input &apos;%2&apos; requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a boolean, as input &apos;%2&apos; requires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is below the minimum %2 of input &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is above the maximum %2 of input &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not one of the allowed values of input &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is resolved only when the pipeline runs in an Azure ML workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>local path &apos;%1&apos; does not exist (looked for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the code &apos;%1&apos; of component %2 (line %3) does not exist (looked for %4); running or submitting the step needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the code &apos;%1&apos; does not exist (looked for %2); running or submitting the step needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+45"/>
        <source>Did you mean &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is bound to pipeline input &apos;%3&apos;, which is not declared under &apos;inputs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pipeline input &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos; is bound to pipeline output &apos;%3&apos;, which is not declared under &apos;outputs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos; cannot be bound to another step&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; refers to step &apos;%3&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is bound to the step&apos;s own output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; refers to output &apos;%3&apos; of step &apos;%4&apos;, which has no such output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a valid binding; use ${{parent.inputs.NAME}} or ${{parent.jobs.STEP.outputs.NAME}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>${{inputs.%1}} refers to the step itself; bind step inputs with ${{parent.inputs.%1}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; expects %3 but %4 is %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is declared %3 but receives %4 (%5); check that the step reads it as such</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator_steptypes.cpp" line="+39"/>
        <source>automl step &apos;%1&apos; needs task: (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>task &apos;%1&apos; is not an AutoML task (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>automl step &apos;%1&apos; needs training_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of automl step &apos;%2&apos; must name a pipeline input or another step&apos;s output; give the data to the pipeline as an input and bind it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>automl step &apos;%1&apos; needs target_column_name, the column it learns to predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 step &apos;%2&apos; needs %3: the step it runs, as ${{parent.jobs.NAME}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2 step &apos;%3&apos; must name a step of this pipeline as ${{parent.jobs.NAME}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 step &apos;%3&apos; names step &apos;%4&apos;, which is not in this pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>if_else step &apos;%1&apos; needs condition: a control output of a step, as ${{parent.jobs.NAME.outputs.OUTPUT}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>condition of if_else step &apos;%1&apos; must be a binding (for example ${{parent.jobs.check.outputs.passed}}) or true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>if_else step &apos;%1&apos; needs true_block or false_block: the step to run when the condition holds or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>true_block and false_block of if_else step &apos;%1&apos; name the same step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the body of %1 step &apos;%2&apos; is step &apos;%3&apos;, a %4 step; a loop runs a command or pipeline step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos; is already the body of loop &apos;%2&apos;; a step is the body of one loop only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>do_while step &apos;%1&apos; needs condition: the body&apos;s control output that says whether to run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parallel_for step &apos;%1&apos; needs items: the inputs of each run of its body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sweep step &apos;%1&apos; needs objective.primary_metric: the metric its trials log that chooses the best one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sweep step &apos;%1&apos;: objective.goal must be minimize or maximize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>spark step &apos;%1&apos; needs entry with one of file (a Python file or a jar) and class_name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+13"/>
        <source>step name &apos;%1&apos; is not valid: use lower-case letters, digits and underscores, not starting with a digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sweep step &apos;%1&apos;: its settings are kept as written (edit them in the YAML); on this machine it runs as trials of its trial component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; of type &apos;%2&apos; is kept as written; it is not edited or run on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>component &apos;%1&apos; is resolved only in an Azure ML workspace; its ports are not checked here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; has neither &apos;component&apos; nor &apos;command&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step &apos;%1&apos; runs a command but names no &apos;environment&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>parallel step &apos;%1&apos; has neither &apos;component&apos; nor &apos;task&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pipeline step &apos;%1&apos; names no &apos;component&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step &apos;%1&apos; is of type &apos;%2&apos; but its component is of type &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; sets input &apos;%2&apos;, which its component does not declare; Azure ML ignores it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; sets output &apos;%2&apos;, which its component does not declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step &apos;%1&apos; does not set required input &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>instance_count must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>limits.timeout must be a positive number of seconds, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator_runsettings.cpp" line="+35"/>
        <source>nvidia.com/gpu may be set only under resources.limits, not under requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nvidia.com/gpu must be a whole number and cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a resource Azure ML schedules by; use cpu, memory or nvidia.com/gpu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cpu &apos;%1&apos; is not a valid quantity: write cores (&quot;1&quot;, &quot;0.5&quot;) or millicores (&quot;100m&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory &apos;%1&apos; is not a valid quantity: write a number with a unit (&quot;1024Mi&quot;, &quot;2Gi&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the %1 request (%2) is larger than its limit (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+175"/>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>%1 must be a whole number %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-138"/>
        <source>mini_batch_size &apos;%1&apos; is not a size Azure ML is known to accept (at least 1); the service will decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>partition_keys must be a list of column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel step &apos;%1&apos; has no &apos;input_data&apos; to split into mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input_data must be a binding to one of the step&apos;s inputs, like ${{inputs.data}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input_data refers to input &apos;%1&apos;, which is not declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>input_data &apos;%1&apos; is of type %2; a parallel step splits mltable or uri_folder inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>task.type is required (run_function)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>task.entry_script is required for run_function tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task.environment is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>append_row_to must be a binding to one of the step&apos;s outputs, like ${{outputs.result}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>append_row_to refers to output &apos;%1&apos;, which is not declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&apos;%1&apos; looks like a misspelling of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes True or False, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+31"/>
        <source>the steps form a cycle: %1; a pipeline must be acyclic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ClusterFormDialog</name>
    <message>
        <location filename="../ui/compute/clusterformdialog.cpp" line="+29"/>
        <source>New Compute Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resize Compute Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>3 to 24 characters: letters, digits and hyphens, starting with a letter, not ending in a hyphen and digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n GPU(s)</source>
        <translation>
            <numerusform>, %n GPU</numerusform>
            <numerusform>, %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>VM size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the workspace&apos;s region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the workspace&apos;s region)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a node stays idle before the cluster scales down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale down after idle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Priority:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System-assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User-assigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resource ids of the identities, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managed identity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A cluster&apos;s VM size cannot change: create a new cluster for another size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No price: %1 is not in the region&apos;s list of sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No low-priority price is known for %1 in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No price is known for %1 in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 per node and hour (%2). Idle at %n node(s): %3 per hour</source>
        <translation>
            <numerusform>%1 per node and hour (%2). Idle at %n node: %3 per hour</numerusform>
            <numerusform>%1 per node and hour (%2). Idle at %n nodes: %3 per hour</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at its most, %n node(s): %1 per hour.</source>
        <translation>
            <numerusform>at its most, %n node: %1 per hour.</numerusform>
            <numerusform>at its most, %n nodes: %1 per hour.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices from the workspace&apos;s list of sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A user-assigned identity needs the resource id of at least one identity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The workspace already has a compute named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster can be created as set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cluster can be resized as set.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ClusterPage</name>
    <message>
        <location filename="../ui/compute/clusterpage.cpp" line="+46"/>
        <source>A compute cluster of the workspace: its nodes are shared by the workspace&apos;s users, kept between jobs and scaled between its minimum and maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resize…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the name of a cluster the workspace has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or by name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instance count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 manages no clusters: connect to an Azure ML workspace to create, resize or delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>This backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-71"/>
        <source>The workspace has no compute clusters. Create one, or type the name of a cluster below to use it when the job is submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lists no compute clusters. Type the name of a cluster of the workspace the job will be submitted to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+77"/>
        <source>Up to %n node(s) of %1.</source>
        <translation>
            <numerusform>Up to %n node of %1.</numerusform>
            <numerusform>Up to %n nodes of %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a cluster, or create one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cluster %1 is being created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster Not Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cluster %1 is being resized.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster Not Resized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Detach Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detach %1 from the workspace? The compute itself is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete %1? Its nodes are released, jobs running on it fail, and its quota is freed. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compute %1 is being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute Not Deleted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CommandLine</name>
    <message>
        <location filename="../models/backends/commandline.cpp" line="+125"/>
        <source>the command uses ${{inputs.%1}}, which has no value (put optional inputs inside $[[ ... ]])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the command uses ${{outputs.%1}}, which the step does not declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>program_arguments use ${{%1}}, which has no value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CommandRunner</name>
    <message>
        <location filename="../models/backends/commandrunner.cpp" line="+42"/>
        <source>cannot build the command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start /bin/bash: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the command was killed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the command exited with code %1 (killed by %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the command exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CompareDialog</name>
    <message>
        <location filename="../ui/run/comparedialog.cpp" line="+222"/>
        <source>Compare %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline inputs of both jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of both jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+1"/>
        <location line="+24"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+25"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What changed in each step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics of both jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes to the pipeline file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Exit codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reading jobs %1 and %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3) %4 — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>only in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reused in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>duration %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n setting</numerusform>
            <numerusform>%n settings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n code file(s)</source>
        <translation>
            <numerusform>%n code file</numerusform>
            <numerusform>%n code files</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 reruns %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n input(s) differ</source>
        <translation>
            <numerusform>%n input differs</numerusform>
            <numerusform>%n inputs differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n step(s) differ</source>
        <translation>
            <numerusform>%n step differs</numerusform>
            <numerusform>%n steps differ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Pipeline file: %1; %n code file(s) changed</source>
        <translation>
            <numerusform>Pipeline file: %1; %n code file changed</numerusform>
            <numerusform>Pipeline file: %1; %n code files changed</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>file added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No step&apos;s command, inputs or code changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Both runs ran the same pipeline file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No step logged metrics through MLflow (mlflow.log_metric).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComponentCache</name>
    <message>
        <location filename="../models/core/document/componentcache.cpp" line="+23"/>
        <source>component file &apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>component path &apos;%1&apos; is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>component file %1:%2:%3 is not valid YAML: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>component file &apos;%1&apos; does not hold a mapping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComputeChoice</name>
    <message>
        <location filename="../models/core/compute/computechoice.cpp" line="+126"/>
        <source>The file is not a pipeline that could be read; fix its YAML first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pipeline&apos;s default compute cannot be the pipeline default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the pipeline&apos;s default compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The default compute could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no step %1 in this pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set compute of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Some of the compute settings of %1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComputeController</name>
    <message>
        <location filename="../ui/compute/computecontroller.cpp" line="+45"/>
        <source>Select one step on the canvas first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quota and Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used against quota, per VM family, workspace and cluster, and usage over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline &amp;Compute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pipeline&apos;s default compute: %1. Click to choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quota not checked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its steps fit the compute and quota of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Choose the compute the pipeline&apos;s steps run on by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step Compute…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the compute, size and count of the selected step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes &amp;Instance Types…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create, check and export the instance types of a Kubernetes compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quota and Usage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComputePickerDialog</name>
    <message>
        <location filename="../ui/compute/computepickerdialog.cpp" line="+44"/>
        <source>Default Compute of the Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute of Step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>serverless (none is set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Will it run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Written to the file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Asking %1 for its computes, sizes and quota…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computes and quota of %1, taken at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sizes listed are common Azure sizes; a workspace lists the sizes and quota of its region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Taking the prices of %1 from the Azure Retail Prices API…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No prices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No prices for %1 have been taken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The step follows the pipeline&apos;s default compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs here with the local backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing stands in the way of this choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No problem found, but not everything could be checked (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source># choose what to run on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source># jobs.%1.compute is removed: the step follows the pipeline&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Compute Not Set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComputeRef</name>
    <message>
        <location filename="../models/core/document/pipelinespec.cpp" line="+86"/>
        <source>pipeline default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ComputeTargetsModel</name>
    <message>
        <location filename="../ui/models/computetargetsmodel.cpp" line="+55"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>1 core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 idle, %2 busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unusable: %1, pre-empted: %2, leaving: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min – max</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CsvModel</name>
    <message>
        <location filename="../models/core/logs/csvmodel.cpp" line="+510"/>
        <location line="+25"/>
        <source>Incomplete line: the file ends in the middle of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1

Incomplete line: the file ends in the middle of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Column %1</source>
        <extracomment>a column of a CSV file without a name in its header</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::CsvView</name>
    <message>
        <location filename="../views/csvview.cpp" line="+254"/>
        <location line="+74"/>
        <source>All columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading… rows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚠ The file ends in the middle of its last line (row %1): it is shown as far as it goes, marked ⚠. The file may still be being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Filter rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the rows that contain this text (any letter case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where to look for the filter text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s header to sort by it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::DefaultPage</name>
    <message>
        <location filename="../ui/compute/infopages.cpp" line="+59"/>
        <source>The step has no compute of its own and runs on the pipeline&apos;s default compute: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::DistributedRunner</name>
    <message>
        <location filename="../models/backends/distributedrunner.cpp" line="+77"/>
        <source>cannot build the command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>node %1, rank %2 (local rank %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>parameter server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>worker %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>node %1, rank %2 (mpirun)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the distribution type &apos;%1&apos; does not run on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>[pipewright] a %1 step: %n process(es) on this machine, each logging to user_logs/std_log_process_&lt;N&gt;.txt</source>
        <translation>
            <numerusform>[pipewright] a %1 step: %n process on this machine, logging to user_logs/std_log_process_&lt;N&gt;.txt</numerusform>
            <numerusform>[pipewright] a %1 step: %n processes on this machine, each logging to user_logs/std_log_process_&lt;N&gt;.txt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] process %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>cannot start %1 for process %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>[pipewright] %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>[pipewright] %1; ending the other processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>process %1 was killed by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>process %1 exited with code %2 (see user_logs/std_log_process_%1.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::DocumentTab</name>
    <message>
        <location filename="../ui/shell/documenttab.cpp" line="+166"/>
        <source>Typing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::FindBar</name>
    <message>
        <location filename="../ui/shell/findbar.cpp" line="+70"/>
        <source>Find in file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match (F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+51"/>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::FindingsList</name>
    <message numerus="yes">
        <location filename="../ui/compute/findingslist.cpp" line="+44"/>
        <source>(%n instance(s) would fit.)</source>
        <translation>
            <numerusform>(%n instance would fit.)</numerusform>
            <numerusform>(%n instances would fit.)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sizes with free quota: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::GoToStepDialog</name>
    <message>
        <location filename="../ui/shell/gotostepdialog.cpp" line="+32"/>
        <source>Go to Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>inline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step or component name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%1 of %n step(s)</source>
        <translation>
            <numerusform>%1 of %n step</numerusform>
            <numerusform>%1 of %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::InstanceTypeEditor</name>
    <message>
        <location filename="../ui/compute/instancetypeeditor.cpp" line="+32"/>
        <source>Kubernetes Instance Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node selector:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory request:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU in cores (2) or millicores (500m); memory with Ki, Mi, Gi or K, M, G; GPUs as a whole number, given under limits only. Requests may not exceed limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Instance Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YAML files (*.yml *.yaml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Instance Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YAML files (*.yml *.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+58"/>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: two instance types have this name; Kubernetes keeps only the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: node selector %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every instance type is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved yet; Save As writes the YAML for kubectl apply -f.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not Opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::JobsModel</name>
    <message>
        <location filename="../ui/models/jobsmodel.cpp" line="+177"/>
        <source>%1 (rerun of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::JobsPanel</name>
    <message>
        <location filename="../ui/run/jobspanel.cpp" line="+156"/>
        <source>Filter jobs by id, pipeline or status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show jobs with status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the run view of the selected job (double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+102"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Cancel the selected jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+168"/>
        <source>Rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Run the failed steps of the selected job again, as a new job linked to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the two selected jobs: parameters, statuses, durations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Read the job list again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+96"/>
        <source>Rerun failed steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+97"/>
        <source>Rerun chosen steps…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No jobs yet. Open a pipeline and press F5 to run it on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Open run view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Compare the two selected jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rerun steps of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run these steps again, and every step that depends on them, as a new job. The other steps reuse the outputs of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Steps to run again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::KubernetesPage</name>
    <message>
        <location filename="../ui/compute/kubernetespage.cpp" line="+32"/>
        <source>A Kubernetes cluster attached to the workspace. Its instance types set the CPU, memory and GPU a step requests and is limited to, and the nodes it runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU request / limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory request / limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Instance count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no Kubernetes compute: type its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The compute is not known here; its instance types are checked when the job is submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — runs on nodes with %2; requests %3 CPU and %4 memory, limited to %5 CPU, %6 memory and %7 GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The compute&apos;s default instance type (defaultinstancetype): 100m CPU and 2Gi memory unless the cluster defines it otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an instance type of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Choose a Kubernetes compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a Kubernetes compute this backend lists; it is checked when the job is submitted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LinkDialog</name>
    <message>
        <location filename="../views/canvas/linkdialog.cpp" line="+38"/>
        <source>Link Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>  — linked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;From output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;To input:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This pipeline has no output or no input to link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These ports can be linked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be linked, but check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Cannot link: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LocalBackend</name>
    <message>
        <location filename="../models/backends/localbackend.cpp" line="+81"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LocalCompute</name>
    <message>
        <location filename="../models/backends/localcompute.cpp" line="+25"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Steps run as processes of this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cores of this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory of this machine (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LocalEngine</name>
    <message>
        <location filename="../models/backends/localengine_cancel.cpp" line="+81"/>
        <location line="+18"/>
        <source>the application closed while the job ran</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+69"/>
        <source>the run store is not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no job &apos;%1&apos; to rerun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the pipeline cannot run on this machine: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pipeline has no steps to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot create the run folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>cannot record the job in the run store: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_python.cpp" line="+144"/>
        <location filename="../ui/run/runview_header.cpp" line="+42"/>
        <source>steps run with this machine&apos;s Python (%1), not in their environments (%2); packages may differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/run/runview_header.cpp" line="+3"/>
        <source>step &apos;%1&apos;: %2 lists packages that %3 cannot import: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+87"/>
        <source>not run: step &apos;%1&apos; did not complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_steps.cpp" line="+68"/>
        <location filename="../models/backends/localengine_web.cpp" line="+106"/>
        <source>[pipewright] Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../models/backends/localengine_web.cpp" line="-76"/>
        <source>cannot create the step folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the disk is full: %1 MB free on %2, a step needs at least %3 MB for its outputs and logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>input &apos;%1&apos; does not exist: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>input &apos;%1&apos; reads output &apos;%2&apos; of step &apos;%3&apos;, which it did not write%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>[pipewright] Reused the outputs of step &apos;%1&apos; of job %2: its component, code, inputs and parameters are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the code folder %1 holds this machine&apos;s run folders (%2): a copy of it would copy itself; give the step a code folder of its own, or set PIPEWRIGHT_HOME outside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot copy %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot create the working directory %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>job %1, step %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/run/pythonhint.cpp" line="+33"/>
        <source>python: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>the step ran longer than its limits.timeout of %n second(s)</source>
        <translation>
            <numerusform>the step ran longer than its limits.timeout of %n second</numerusform>
            <numerusform>the step ran longer than its limits.timeout of %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+68"/>
        <source>output &apos;%1&apos; (uri_file) was not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_cancel.cpp" line="-84"/>
        <source>canceled: step &apos;%1&apos; failed and continue_on_step_failure is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>cancel requested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+3"/>
        <source>canceled by the user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+50"/>
        <source>step &apos;%1&apos; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a step failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n step(s) failed in all)</source>
        <translation>
            <numerusform>(%n step failed in all)</numerusform>
            <numerusform>(%n steps failed in all)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_web.cpp" line="+14"/>
        <source>[pipewright] input &apos;%1&apos;: fetching %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>[pipewright] input &apos;%1&apos;: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+25"/>
        <location line="+4"/>
        <source>[pipewright] input &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>input &apos;%1&apos; could not be fetched: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>input &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LocalPage</name>
    <message numerus="yes">
        <location filename="../ui/compute/infopages.cpp" line="-24"/>
        <source>%n core(s) and %1 of memory</source>
        <translation>
            <numerusform>%n core and %1 of memory</numerusform>
            <numerusform>%n cores and %1 of memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n core</numerusform>
            <numerusform>%n cores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step runs as a process of this machine (%1), with the Python environment chosen for local runs. Azure ML&apos;s az ml CLI runs such steps only with a local compute; submitted to a workspace, choose a cluster or serverless compute instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A workspace does not run local steps: this step runs only with the local backend.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LogFile</name>
    <message>
        <location filename="../models/core/logs/logfile_mapping.cpp" line="+110"/>
        <source>%1 is a folder, not a log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot map %1 into memory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/logs/logfile.cpp" line="+160"/>
        <source>%1 was replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was rewritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/logs/logfile_search.cpp" line="+424"/>
        <source>%1 changed while it was searched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LogView</name>
    <message>
        <location filename="../views/logview.cpp" line="+28"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Follow Tail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the end of the log in view while it grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logview_paint.cpp" line="+115"/>
        <source>No log open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>… [line cut here: %n more byte(s)]</source>
        <translation>
            <numerusform>… [line cut here: %n more byte]</numerusform>
            <numerusform>… [line cut here: %n more bytes]</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Indexing… %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing stopped at %1% (%L2 lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching… %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logview_keyboard.cpp" line="+177"/>
        <source>Go to Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line number (%L1 lines so far):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line number (1–%L1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logview.cpp" line="+149"/>
        <source>&amp;Stop Indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume Indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/logview_selection.cpp" line="+194"/>
        <source>Only the first %L1 characters of the selection were copied.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::LogWriter</name>
    <message>
        <location filename="../models/backends/processutil.cpp" line="-114"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::MainWindow</name>
    <message>
        <location filename="../ui/shell/mainwindow.ui" line="+15"/>
        <location filename="../ui/shell/mainwindow.cpp" line="+619"/>
        <source>Pipewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+371"/>
        <source>Open a pipeline to add steps to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_backend.cpp" line="+18"/>
        <source>Backend: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend is available: pipelines cannot be run from this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipelines run on this computer, each step as a process of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="-218"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a pipeline YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Folder as Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Parallel Logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a parallel step&apos;s logs folder (Azure ML&apos;s layout) in the parallel-step panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a project folder in the Workspace panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save A&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+319"/>
        <source>&lt;h3&gt;Pipewright %1&lt;/h3&gt;&lt;p&gt;A desktop studio for Azure Machine Learning CLI v2 pipelines: open, check and edit pipeline YAML files, draw and edit them on a canvas, and run them on this computer.&lt;/p&gt;&lt;p&gt;Released under the MIT License.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/editactions.cpp" line="+94"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="-318"/>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the current pipeline and list the problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Pipewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;System Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/dockmanager.cpp" line="+186"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+7"/>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspacepanel.cpp" line="+116"/>
        <source>No folder is open. Open a project folder to browse its pipelines, components and data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/dockmanager.cpp" line="+2"/>
        <source>Open a pipeline to see its inputs, outputs and steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_backend.cpp" line="-4"/>
        <source>Backend: Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+96"/>
        <source>Stop loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Could not open the file: %1. Check that it exists and that you may read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is not UTF-8 text. It is shown read-only so that nothing in it is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid YAML. It is open so that you can fix it; the Problems panel shows where the error is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Loading cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading %1 files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Close (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The canvas layout could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+184"/>
        <source>%1[*] — Pipewright</source>
        <extracomment>%1 is the file name; [*] is where Qt shows the unsaved-changes mark</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/editactions.cpp" line="+10"/>
        <source>Typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+45"/>
        <source>Open Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YAML files (*.yml *.yaml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_workspace.cpp" line="+71"/>
        <source>Open Folder as Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the folder %1: it does not exist or is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Workspace: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cannot copy the sample workspace to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sample workspace was copied to %1, where it can be edited and run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is not a YAML file; only pipelines and components open in Pipewright.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+183"/>
        <location line="+18"/>
        <source>Could not save: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+19"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Pipeline As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+94"/>
        <source>YAML files (*.yml *.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “%1” before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you don&apos;t save, your changes will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_problems.cpp" line="+78"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Problems panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+95"/>
        <source>Ln %1, Col %2</source>
        <extracomment>cursor position in the editor: line and column</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_problems.cpp" line="+43"/>
        <source>%1: no problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+98"/>
        <source>&amp;%1 %2 — %3</source>
        <extracomment>recent file entry: number, file name, folder name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+11"/>
        <source>the system language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language set to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language set to %1. Pipewright&apos;s own texts are not translated into it yet and stay in English; the change is kept for the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Pipewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-335"/>
        <source>&amp;New Pipeline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create an empty pipeline file and open its canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="-158"/>
        <source>&amp;Export Canvas Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a picture of the pipeline&apos;s canvas as SVG or PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected steps, links or notes on the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rena&amp;me Step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pipeline&apos;s graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;YAML Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pipeline&apos;s YAML text beside the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit &amp;Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;nap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a step by its name or its component&apos;s and show it on the canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Link Ports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link an output to an input without dragging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Promote Input to Pipeline Input…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let an input of the selected step be set when the pipeline is submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;orts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the next port of the current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Link From Port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a link at the focused port and choose its other end with the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove Port Links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the links of the focused port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note Si&amp;ze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Wider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Narrower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Taller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shorter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ali&amp;gn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Left Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Top Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Middles (in a Row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Centres (in a Column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Minimap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a map of the whole pipeline while part of it is out of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the canvas out again, left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="-183"/>
        <source>The pipeline was saved, but its canvas layout was not: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+76"/>
        <source>Export Canvas Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not export %1: choose a file name ending in .svg or .png.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not export the canvas: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="-48"/>
        <source>New Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 already exists; choose another name for the new pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not create the pipeline: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+50"/>
        <source>Enter adds the first component found; Down picks another; Escape goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Add a step that takes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a step that gives %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (v%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add and link %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No component in the workspace fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_parallel.cpp" line="+24"/>
        <source>Open Parallel Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not a Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Design of %1; logs of its last run, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design of %1; no run of this step yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::MessageBanner</name>
    <message>
        <location filename="../ui/widgets/messagebanner.cpp" line="+46"/>
        <location line="+107"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-106"/>
        <location line="+107"/>
        <source>Close message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::MiniBatchesModel</name>
    <message>
        <location filename="../ui/models/minibatchesmodel.cpp" line="+78"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bytes %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes %1 to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes %1 to %2 of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From byte %1 to the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>part %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parts %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dataset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of %2 bytes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n file(s): %1</source>
        <translation>
            <numerusform>%n file: %1</numerusform>
            <numerusform>%n files: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n file(s):</source>
        <translation>
            <numerusform>%n file:</numerusform>
            <numerusform>%n files:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <comment>partition: its files</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What the mini-batch held: its files, or its part of a table (the Mini-batch Detail of processed_mini-batches.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Items OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Items failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::Minimap</name>
    <message>
        <location filename="../views/canvas/minimap.cpp" line="+31"/>
        <source>Canvas overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole pipeline; click or drag to move the view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::OutlineModel</name>
    <message>
        <location filename="../models/core/document/outlinemodel.cpp" line="+19"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>local file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+8"/>
        <source>mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Pipeline input %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline output %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+65"/>
        <source>Type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inline component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Component: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bound to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not set; the component default %1 applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by the component, not set in the pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>inline (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Component (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>used by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PaletteModel</name>
    <message>
        <location filename="../ui/models/palettemodel.cpp" line="+83"/>
        <source>New step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new step that runs a command in an environment (no component file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new parallel step: mini-batches of an input spread over instances, with an entry script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parallel components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (v%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outputs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag onto the canvas, or press Enter, to add a step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PalettePanel</name>
    <message>
        <location filename="../ui/canvas/palettepanel.cpp" line="+158"/>
        <location line="+1"/>
        <source>Search components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for component files again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Open a folder to see the components in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No component matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for components…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No component files in this folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelLogsTab</name>
    <message numerus="yes">
        <location filename="../ui/parallel/parallellogstab.cpp" line="+60"/>
        <source>No match in %Ln file(s)</source>
        <translation>
            <numerusform>No match in %Ln file</numerusform>
            <numerusform>No match in %Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first %Ln match(es)</source>
        <translation>
            <numerusform>The first %Ln match</numerusform>
            <numerusform>The first %Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in %2</source>
        <comment>23 matches | in 5 of 29 files</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%1 of %Ln file(s)</source>
        <translation>
            <numerusform>%1 of %Ln file</numerusform>
            <numerusform>%1 of %Ln files</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search every log file of the step (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>There is no logs folder at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no job_result.txt: the step is still running, or it stopped before it wrote its result. The other logs are in the tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelMiniBatchesTab</name>
    <message>
        <location filename="../ui/parallel/parallelminibatchestab.cpp" line="+31"/>
        <source>Filter by id, node, process or error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Double-click a mini-batch to read its lines in its process log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelOverviewTab</name>
    <message>
        <location filename="../ui/parallel/paralleloverviewtab.cpp" line="+74"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batches done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+166"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+161"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Items succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Thresholds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Failed mini-batches:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed items:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slowest mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What could not be read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The step is running; this view follows its logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job_error.txt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 mini-batches/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least %1 (for the mini-batches in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2; no limit (-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2; the logs name no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 allowed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failed mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch %1 — %2 on %3/%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node %1 (every process)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2 (%3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No progress for longer than the progress timeout (%1 s) from: %2. The step fails if it stays like this; look at these processes&apos; logs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelResourcesTab</name>
    <message>
        <location filename="../ui/parallel/parallelresourcestab.cpp" line="+56"/>
        <source>One line per process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU and memory of each worker process instead of each node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CPU (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory used (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disk read (MiB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disk write (MiB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MiB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Charts as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>Not Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Export Samples as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This step has no resource samples in logs/sys/perf: its resource monitoring was off (--resource_monitor_interval 0), or the folder was copied without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No resource samples in logs/sys/perf yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No resource samples for node %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelRunner</name>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="+610"/>
        <location line="+16"/>
        <source>mini-batch %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>mini-batch %1 (%2, bytes %3-%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelrunner.cpp" line="+84"/>
        <source>cannot build the program arguments: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the entry script %1 is not in the code folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input_data &apos;%1&apos; has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>append_row_to names output &apos;%1&apos;, which has no local path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+8"/>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the parallel worker script is missing from this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>[pipewright] parallel step &apos;%1&apos; cannot start: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>[pipewright] parallel step &apos;%1&apos;: partitioned input &apos;%2&apos; (%3), %4 in %5, one per combination of %6 (partition_format &apos;%7&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>[pipewright] note: mini_batch_size %1 is not used: partition_keys decide the mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] parallel step &apos;%1&apos;: file-list input &apos;%2&apos; (%3), listed while the step runs, in mini-batches of up to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+344"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot write the append_row result %1: %2. The rows of run() are kept in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-367"/>
        <location line="+9"/>
        <location line="+3"/>
        <location line="+6"/>
        <location line="+101"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>[pipewright] parallel step &apos;%1&apos;: %2 input &apos;%3&apos; (%4), %5 in %6 of up to %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tabular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>file-list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <location line="+19"/>
        <location line="+101"/>
        <location line="+24"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-40"/>
        <source>%n mini-batch(es)</source>
        <translation>
            <numerusform>%n mini-batch</numerusform>
            <numerusform>%n mini-batches</numerusform>
        </translation>
    </message>
    <message>
        <location line="-122"/>
        <source>[pipewright] %1 x %2 worker processes (instance_count x max_concurrency_per_instance); %3 per mini-batch, run() timeout %4 s; thresholds: mini_batch_error_threshold %5, error_threshold %6, allowed_failed_percent %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-144"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] entry script %1, arguments: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[pipewright] logs: %1 (start with logs/job_result.txt; the layout is in logs/readme.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[pipewright] note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="-350"/>
        <source>cannot start the worker process with %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+246"/>
        <source>loading the mini-batch took longer than --task_overhead_timeout (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run() did not finish within retry_settings.timeout (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>[pipewright] %1 done by %2: %3/%4 items in %5 s (%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] from here on, progress every %1 s; every mini-batch is in logs/sys/job_report/processed_mini-batches.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>[pipewright] %1 failed on %2 (attempt %3 of %4, %5): %6; retrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>[pipewright] %1 failed after %2 on %3 (%4): %5; %6 failed. See %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/parallelrunner.cpp" line="+110"/>
        <location filename="../models/backends/parallelworkers.cpp" line="+2"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source> First failed: %1, %2 (see %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-25"/>
        <source>input_data &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] listed %1 in %2 s: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Exceeded mini_batch_error_threshold: %1 failed, more than the %2 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exceeded error_threshold: %1 failed, more than the %2 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exceeded --allowed_failed_percent: %1 of %2 mini-batches failed (%3%), more than the %4% allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="+78"/>
        <source>the worker process %1 was killed by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the worker process %1 exited with code %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the process was killed by %1 before init() finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the process exited with code %1 before init() finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>[pipewright] init() failed in %1: %2 (see %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>init() of the entry script failed %1 (the limit is 2 x instance_count x max_concurrency_per_instance = %2). First error: %3 (see %4). %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[pipewright] worker %1 ended (returncode %2); starting a new process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No worker process is left to run the remaining %1. First init() error: %2 (see %3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 mini-batches processed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>mini-batch %1 (partition %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/parallelrunner.cpp" line="+99"/>
        <source>[pipewright] ending the step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+136"/>
        <source>[pipewright] Completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] the results of run() are in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>[pipewright] %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-225"/>
        <source>[pipewright] %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelSettingsModel</name>
    <message>
        <location filename="../models/core/parallel/parallelsettingsmodel.cpp" line="+67"/>
        <source>(a mapping of %1 keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+147"/>
        <source>No pipeline is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pipeline file could not be read as YAML; its settings are shown once it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pipeline has no step “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step “%1” is not a parallel step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The component is written inside the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Component values come from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The component file %1 could not be read; its values are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The component %1 lives in Azure ML; its own values are not known here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>--%1 is given without a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written as --%1; the runtime takes it for --%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The value is written over several keys in the file; change it in the YAML source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change environment variables in the Properties panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The task comes from the component; change it there, or give the step a task of its own in the YAML source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>(required)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (a table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the compute&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>(summary only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Written on line %1 of the %2 file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>These are the settings a run used; they cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pipeline cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Separate the names with commas, without empty names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An option of the runtime takes a plain value, not a binding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The pipeline file could not be changed at this place; change it in the YAML source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Set %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallelsettingsmodel_defs.cpp" line="+20"/>
        <source>Input data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The input that is cut into mini-batches, such as ${{inputs.data}}: a folder of files or a table (mltable). The step&apos;s other inputs are given whole to every mini-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mini-batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much one run() call gets: a number of files for a file input, or an approximate size such as 10kb, 100mb or 1gb for a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partition keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns whose values group the rows: rows with the same values form one mini-batch. Set, they win over the mini-batch size. Separate several with commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mini-batches without data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs the entry script this many times without any input data (an option of the older runtime).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instance count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many nodes of the compute cluster run the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The virtual machine size of each node; left out, the compute&apos;s own size is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processes per instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many worker processes each node runs; each one calls init() once, then run() for one mini-batch at a time. Azure ML itself takes the number of cores of a CPU node (1 on a GPU node) when it is left out; this machine takes 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch error threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many mini-batches may fail before the whole step fails. A mini-batch fails when run() raises an error or returns fewer results than it was given. -1 ignores every failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item error threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many single items may fail, counted over the whole step (items given to run() minus the results it returned). -1 ignores every failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Maximum retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a mini-batch that failed or ran out of time is tried again before it counts as failed. This machine counts it as the number of attempts, as the runtime&apos;s own records do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run timeout (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds one run() call may take (1 to 259200). A slower call is stopped, counted as failed and tried again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--error_threshold (runtime option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The item error threshold given as an option of the runtime in the program arguments; when given it wins over the step&apos;s own item error threshold. -1 ignores every failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allowed failed mini-batches (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Like the mini-batch error threshold, but a share of all mini-batches (0 to 100); checked once every mini-batch has been scheduled. 100 ignores every failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overhead timeout (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds allowed to load a mini-batch&apos;s data and hand it to run(). The documentation names both 600 and 30 as its default; this machine takes 600.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress update timeout (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step fails when no mini-batch finishes for this many seconds. Left out, Azure ML works it out from the other settings; this machine takes the larger of the first task creation timeout and retries × (run timeout + 30 + overhead timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First task creation timeout (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step fails when its first mini-batch has not started this many seconds after the start, usually because the input is slow to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logging level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much the log files of the step&apos;s own code hold: DEBUG, INFO or WARNING.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Append rows to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The output that collects everything run() returns, one line per result, such as ${{outputs.scores}}. Left out, the results are not gathered (summary only): the entry script writes its own outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Header line in appended rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True writes the column names of the returned tables as the first line of the collected results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy logs to parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True copies the step&apos;s progress, overview and logs to the pipeline job that holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resource monitor interval (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds between records of each node&apos;s CPU, memory, disk and network use under logs/sys/perf. Frequent records slow the step a little; 0 turns them off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Push metrics to parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True sends the step&apos;s metrics to the pipeline job that holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metrics name prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text put before the names of the step&apos;s metrics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiling module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cProfile records where each worker process spends its time, in a .profile file per process under logs/sys/node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Task type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run_function: every worker process calls init() once, then run(mini_batch) for each mini-batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local folder with the entry script, uploaded with the step; relative to the pipeline file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Python file in the code folder that defines init() and run(mini_batch), and optionally shutdown().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The software the entry script runs with: a registered environment such as azureml:name@latest, or one described in the file (image and conda file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Program arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arguments the entry script is started with, such as --model ${{inputs.model}}; the runtime&apos;s own options (the rows with --) are part of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variables set in every worker process; change them in the Properties panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Data and mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures and retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logs and output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelSettingsView</name>
    <message>
        <location filename="../ui/parallel/parallelsettingsview.cpp" line="+154"/>
        <source>(not set: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Filter settings by name, key or value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reset to Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the step&apos;s own value of the selected setting, so that the component&apos;s value or the default applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>As run: read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design: edits change the pipeline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelStepPanel</name>
    <message>
        <location filename="../ui/parallel/parallelsteppanel.cpp" line="+54"/>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ParallelStepWindow</name>
    <message>
        <location filename="../ui/parallel/parallelstepwindow.cpp" line="+67"/>
        <source>%1 — Parallel Step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PartitionFormat</name>
    <message>
        <location filename="../models/backends/parallelinput.cpp" line="-96"/>
        <source>partition_format &apos;%1&apos;: &apos;{&apos; at %2 is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partition_format &apos;%1&apos;: a column without a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partition_format &apos;%1&apos;: column &apos;%2&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>partition_format &apos;%1&apos; defines no column ({name})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>partition_format &apos;%1&apos;: two parts follow each other without text between them, so a path could be split between them in more than one way</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PipelineDocument</name>
    <message>
        <location filename="../models/core/document/pipelinedocument.cpp" line="+118"/>
        <source>the document has no file name yet; use Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not UTF-8 text; it is shown read-only and is not saved, so nothing in it is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>untitled.yml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>a line here does not continue the mapping above it: it is indented differently from the keys beside it, or it is not &apos;key: value&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping opened with &apos;{&apos; is not closed with &apos;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line here does not continue the list above it: each item starts with &apos;- &apos; at the same indentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list opened with &apos;[&apos; is not closed with &apos;]&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;:&apos; followed by a space where a value cannot have one; put the value in quotes (for example command: &quot;echo a: b&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key where none can start here; check the indentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list item (&apos;- &apos;) where none can start: indent it under the key it belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a quoted text is not closed before the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;---&apos; or &apos;...&apos; inside a quoted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a character that cannot stand in a plain value here; put the value in quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;]&apos; or &apos;}&apos; that closes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an escape (&apos;\&apos; and a letter) that double quotes do not know; use single quotes, or write &apos;\\&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alias (*name) names an anchor (&amp;name) that is not defined before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text after &apos;|&apos; or &apos;&gt;&apos; on the same line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text the YAML reader cannot make sense of here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;*&apos; without an alias name after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;&amp;&apos; without an anchor name after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty; a pipeline needs at least &apos;type: pipeline&apos; and &apos;jobs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1; the last one wins in Azure ML, the others are ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds more than one YAML document; only the first is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+115"/>
        <location line="+12"/>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rename step %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::Planner</name>
    <message>
        <location filename="../models/backends/jobplan.cpp" line="-871"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads %3, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; is a %3 at %4; a web address gives one file, not a folder that can be listed, so only uri_file inputs are read from it on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; has no value and its component gives no default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads %3, which only an Azure ML workspace can resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; binds to pipeline input &apos;%3&apos;, which does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads an output of step &apos;%3&apos;, which does not run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads output &apos;%3&apos; of step &apos;%4&apos;, which has no such output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; uses an expression the local backend passes on as written: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the steps depend on each other in a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>step &apos;%1&apos; uses component %2, which is defined in an Azure ML %3; its definition is not on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; is an AutoML step: AutoML chooses and trains its models in an Azure ML workspace, not on this machine; submit the pipeline to a workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; is a &apos;%2&apos; step; only command, parallel, pipeline, sweep and spark steps run on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step &apos;%1&apos;: the nested pipeline&apos;s definition is not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: pipelines nest more than 8 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>step &apos;%1&apos;: output &apos;%2&apos; goes to %3 in the cloud; here it is written to the run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos;: its code is %2, which is stored in the workspace, not on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step &apos;%1&apos;: its code %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(inline environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos; has no command to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>sweep step &apos;%1&apos; has no trial: the command component each trial runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sweep step &apos;%1&apos;: its trial is a %2 component; a trial is a command component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>sweep step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sweep step &apos;%1&apos;: search_space.%2 is not an input of its trial (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>step &apos;%1&apos; is a Spark step: running it here needs Apache Spark&apos;s spark-submit on PATH (or in $SPARK_HOME/bin), which Debian does not package; install Spark from spark.apache.org, or submit the pipeline to a workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>spark step &apos;%1&apos; needs entry with one of file (a Python file or a jar) and class_name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>spark step &apos;%1&apos;: entry.class_name needs the jar that holds it under jars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>spark step &apos;%1&apos;: %2 executor(s) × %3 core(s) run here in one local Spark with %4 thread(s) (local[%4]); the executors&apos; memory settings do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>spark step &apos;%1&apos;: conf.%2 must be a single value (Spark takes key=value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>spark step &apos;%1&apos;: entry file %2 is not in its code folder %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>step &apos;%1&apos; asks for %2 instances without a distribution; here its command runs once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos;: distribution.process_count_per_instance must be a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step &apos;%1&apos;: distribution.worker_count must be at least 1 and parameter_server_count at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; uses a Ray distribution, which needs a Ray cluster of the workspace; it does not run on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos;: distribution type &apos;%2&apos; is not one Azure ML knows (pytorch, tensorflow, mpi, ray)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; is an MPI step: running it here needs mpirun on PATH (Debian: apt-get install openmpi-bin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; would start %2 processes; this machine runs at most 256 for one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; runs %2 processes (%3) on a machine with %4 cores; they share them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n parameter server(s)</source>
        <translation>
            <numerusform>%n parameter server</numerusform>
            <numerusform>%n parameter servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n instance</numerusform>
            <numerusform>%n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n process(es) each</source>
        <translation>
            <numerusform>%n process each</numerusform>
            <numerusform>%n processes each</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>parallel step &apos;%1&apos;: its task is of type %2; only run_function tasks (an entry script with init() and run()) run on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>parallel step &apos;%1&apos; runs the prompt flow %2; prompt flows run in an Azure ML workspace, not on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parallel step &apos;%1&apos;: input_data must name one of its inputs as ${{inputs.&lt;name&gt;}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parallel step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>parallel step &apos;%1&apos;: append_row_to must name one of its outputs as ${{outputs.&lt;name&gt;}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>parallel step &apos;%1&apos; needs task.code and task.entry_script to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel step &apos;%1&apos;: entry script %2 is not in %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PriceBook</name>
    <message>
        <location filename="../models/core/compute/pricebook.cpp" line="+53"/>
        <source>The prices of %1 could not be taken.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ProblemsModel</name>
    <message>
        <location filename="../models/core/validation/problemsmodel.cpp" line="+19"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+165"/>
        <source>%1
Step: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Step: %2, field: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ProblemsPanel</name>
    <message>
        <location filename="../ui/shell/problemspanel.cpp" line="+99"/>
        <source>1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 info message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 info messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Info (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show information messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filter by message, file or rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No problems have been detected in the open pipelines.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PropertiesPanel</name>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="+75"/>
        <source>The step could not be renamed to “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+211"/>
        <source>component: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Select a step to see and edit its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a pipeline to see the settings of its steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="-59"/>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/properties/maptablesection.cpp" line="+35"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defined in the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inline component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+57"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+20"/>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step has no inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+81"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="+220"/>
        <location line="+7"/>
        <location filename="../ui/properties/portssection.cpp" line="-70"/>
        <location filename="../ui/properties/propertiespanel.cpp" line="-32"/>
        <source>default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+17"/>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/parallelsection.cpp" line="+96"/>
        <location filename="../ui/properties/portssection.cpp" line="+10"/>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+37"/>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(default mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>default datastore path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="-203"/>
        <location line="+81"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-73"/>
        <source>none set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cluster name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="+196"/>
        <source>Enter the name of a compute cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cluster name starts with a letter and has only letters, digits, “-” and “_”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="+38"/>
        <source>Set compute of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Use the pipeline&apos;s default compute for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Instance type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instance count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of nodes the step runs on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+58"/>
        <source>Environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+134"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+16"/>
        <location filename="../ui/properties/propertiesform.cpp" line="+1"/>
        <source>Choose a conda file or an environment definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+1"/>
        <source>Choose a local file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="+17"/>
        <location filename="../ui/properties/propertiesform.cpp" line="+13"/>
        <source>(a list or mapping: edit it in the YAML source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+2"/>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names and values shown with the step&apos;s job in Azure ML studio, to find and group runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="-21"/>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the step does, shown with its job in Azure ML studio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deterministic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true: may reuse earlier results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false: runs every time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: true)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(component: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When true, a step whose inputs, code and settings are unchanged may reuse the outputs of an earlier run instead of running again; false always runs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="-51"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shell command the step runs in its code folder; ${{inputs.name}} and ${{outputs.name}} stand for the step&apos;s inputs and outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/properties/parallelsection.cpp" line="+3"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local folder uploaded with the step and used as the command&apos;s working directory, relative to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Software the command runs with: a registered environment (azureml:name@latest), or a conda file on a Docker image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replaces the component&apos;s environment for this step only; empty: the component&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Environment image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Docker image of the inline environment; the conda file is installed on top of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conda file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conda specification (channels and dependencies) installed into the image, relative to this file. Clear the image and the conda file to name a registered environment instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="-78"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the compute picker: sizes, clusters, Kubernetes instance types and whether the quota allows them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Name of an instance type defined on this Kubernetes cluster (kubectl get instancetype). Its definition sets the CPU, memory and GPU the step requests and is limited to, and the nodes it runs on; empty: defaultinstancetype.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VM size such as Standard_DS3_v2; empty: Azure ML picks a size your quota allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VM size such as Standard_DS3_v2; on a Kubernetes compute, the name of an instance type defined on the cluster, which sets the CPU, memory and GPU requests and limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Shared memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size of /dev/shm in the step&apos;s container: a whole number with b, k, m or g, such as 16g. PyTorch data loaders with several workers often need more than the default 2g.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default: 2g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Docker arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra options for docker run, such as --ipc=host; options that clash with Azure ML&apos;s own are refused when the job starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot: low priority, can be preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard: dedicated VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: dedicated VMs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot runs a serverless job on low-priority VMs: cheaper, but Azure can preempt it when it needs the capacity, and the job then starts over. Standard uses dedicated VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not set: medium)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order of this job among the jobs waiting for the same compute; not every compute type takes it into account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User identity: the submitting user&apos;s credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: the compute&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose credentials the step uses to read and write data. User identity passes on the Microsoft Entra token of the person who submits the job (credential passthrough, fully supported on serverless compute); managed identity uses the compute&apos;s or the workspace&apos;s user-assigned managed identity; Azure ML token uses the workspace&apos;s own access. Not set: the compute decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time limit (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds the step may run; a step still running then is canceled. Empty: no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Distributed training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(none: one process per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the command starts on its nodes: MPI and PyTorch start a number of processes on each node, TensorFlow starts workers and parameter servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Processes per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes started on each node, usually one per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>default: the instance count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TensorFlow workers in all, spread over the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameter servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TensorFlow parameter servers in all; 0 for strategies without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit distribution of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="-17"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="+7"/>
        <source>A variable needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A tag needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>“%1” is not a variable name: use letters, digits and “_”, starting with a letter or “_”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>“%1” is already in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="+47"/>
        <source>Rename environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Add environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Remove environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/parallelsection.cpp" line="-83"/>
        <source>Parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The input that is split into mini-batches, such as ${{inputs.data}}: a uri_folder (files) or an mltable (rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Mini-batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files per mini-batch for a file input; for tabular data an approximate size such as 10kb or 100mb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes per instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker processes on each node; each runs one mini-batch at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batch error threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed mini-batches allowed before the step fails; -1 ignores all failures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item error threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed items (items run() did not return) allowed before the step fails; -1 ignores all failures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum retries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times a failed or timed-out mini-batch is tried again before it counts as failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds one run() call may take (1 to 259200); a slower call is stopped and retried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not set: INFO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not set: %1 from the component)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Logging level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of the log files the step&apos;s own code writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run_function calls init() once in each process, then run(mini_batch) for every mini-batch of the entry script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Local folder with the entry script, uploaded with the step; relative to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entry script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python file in the code folder that defines init() and run(mini_batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Program arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments the entry script reads, such as --model ${{inputs.model}}; options of the parallel runtime such as --error_threshold go here too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Software the entry script runs with: a registered environment (azureml:name@latest), or a conda file on a Docker image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Append rows to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output that collects what run() returns, one line per item, such as ${{outputs.scores}}; empty: the results are not gathered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+84"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+22"/>
        <source>Conda or environment files (*.yml *.yaml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Set environment of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="-44"/>
        <source>A step needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another step is already called “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-74"/>
        <source>A binding “${{” is not closed with “}}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+146"/>
        <source>A quotation mark is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Write a binding to one of the step&apos;s inputs, such as ${{inputs.data}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a binding to one of the step&apos;s outputs, such as ${{outputs.result}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The step has no input “%1”; it has: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step has no output “%1”; it has: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A binding ends with “}}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Enter a value from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter %1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter %1 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enter a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+221"/>
        <source>Enter true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Enter a number of files, or a size such as 10kb or 100mb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write a whole number and a unit (b, k, m or g), such as 2g or 512m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The size must be more than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An instance type on Kubernetes is named with lower-case letters, digits, “-” and “.”, such as gpu-large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An instance type is a name of letters, digits, “_”, “-” and “.”, such as Standard_DS3_v2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The entry script is a Python file (.py) in the code folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the entry script relative to the code folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name a registered environment as azureml:name@latest, azureml:name:version or azureml://registries/…; for a local conda file use Browse….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Use lower-case letters, digits and “_”, starting with a letter or “_”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Choose one of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no folder “%1” next to this pipeline file: the step cannot upload it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no file “%1” next to this pipeline file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The code folder “%1” has no “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+80"/>
        <source>Edit %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PythonInterpreterDialog</name>
    <message>
        <location filename="../ui/run/pythoninterpreterdialog.cpp" line="+110"/>
        <location line="+93"/>
        <source>Python Interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-92"/>
        <source>&amp;Use Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose another Python program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use &amp;Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the choice: steps run with $PIPEWRIGHT_PYTHON when it is set, else with python3 on PATH (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python interpreters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Choose a Python Interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not an executable program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Steps that run on this machine start with the Python chosen here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Open a pipeline to see which of the modules its steps need each interpreter can import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Reading what the steps of %2 need…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The steps of %2 name no Python packages: any interpreter that runs will do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 The steps of %2 need these modules: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>To install what is missing: %1 -m pip install %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Looking for Python interpreters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Checking %n interpreter(s)…</source>
        <translation>
            <numerusform>Checking %n interpreter…</numerusform>
            <numerusform>Checking %n interpreters…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Python interpreter was found. Browse… for one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n interpreter(s) found.</source>
        <translation>
            <numerusform>%n interpreter found.</numerusform>
            <numerusform>%n interpreters found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n interpreter(s) found. The recommended one (in bold) imports every module the pipeline needs.</source>
        <translation>
            <numerusform>%n interpreter found. The recommended one (in bold) imports every module the pipeline needs.</numerusform>
            <numerusform>%n interpreters found. The recommended one (in bold) imports every module the pipeline needs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n interpreter(s) found; none imports every module the pipeline needs. Install the missing packages, or Browse… for another interpreter.</source>
        <translation>
            <numerusform>%n interpreter found; none imports every module the pipeline needs. Install the missing packages, or Browse… for another interpreter.</numerusform>
            <numerusform>%n interpreters found; none imports every module the pipeline needs. Install the missing packages, or Browse… for another interpreter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n program(s) that do not run are not listed.</source>
        <translation>
            <numerusform>%n program that does not run is not listed.</numerusform>
            <numerusform>%n programs that do not run are not listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::PythonInterpreterModel</name>
    <message>
        <location filename="../ui/run/pythoninterpretermodel.cpp" line="+36"/>
        <source>Interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modules the pipeline needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>leads to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>current choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen with Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>runs; no modules to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all in its standard library</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>all %n module(s)</source>
        <translation>
            <numerusform>the %n module</numerusform>
            <numerusform>all %n modules</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2; missing %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking which modules %1 can import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not run: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (package %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a package of Azure ML&apos;s own images, not needed on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, needed by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs Python %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::PythonProber</name>
    <message>
        <location filename="../models/core/python/pythonenvironments.cpp" line="+624"/>
        <source>it did not say its version</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>it did not answer within %n second(s)</source>
        <translation>
            <numerusform>it did not answer within %n second</numerusform>
            <numerusform>it did not answer within %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it cannot be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it stopped with exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::QuotaBarChart</name>
    <message>
        <location filename="../views/charts/quotabarchart.cpp" line="+35"/>
        <source> · workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used (≥ 80 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No quota rows with a limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1
%2 of %3 vCPUs used (%4 %), %5 free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::QuotaDashboard</name>
    <message>
        <location filename="../ui/compute/quotadashboard.cpp" line="+189"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the quota and usage again (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the rows shown as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by name, family, workspace or cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Taking quota and usage from %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Quota and usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quota and usage — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quota and usage — %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Serverless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 vCPUs in use, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 vCPUs in use, no limit of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No usage recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export Quota as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::QuotaRowsModel</name>
    <message>
        <location filename="../ui/models/quotarowsmodel.cpp" line="+34"/>
        <source>Subscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No quota: request an increase before using this pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit of its own: counted against the enclosing quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+6"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::Reader</name>
    <message>
        <location filename="../models/core/document/specbuilder.cpp" line="+73"/>
        <source>&apos;%1&apos; must be a single value, not a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; must be a mapping of names to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown key &apos;%1&apos; in %2; it is kept as written but Azure ML may reject it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1.%2&apos; must be a value or a mapping, not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&apos;%1.%2&apos; must be a value, a binding or a mapping, not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>retry_settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+17"/>
        <source>(inline environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>task</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::RunController</name>
    <message numerus="yes">
        <location filename="../ui/run/runcontroller.cpp" line="+85"/>
        <location line="+172"/>
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n job running</numerusform>
            <numerusform>%n jobs running</numerusform>
        </translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Remove Workspace Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the connection to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its jobs, computes and data stay in the workspace; only this program forgets it. Connect again with Run ▸ Connect to Azure ML Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+21"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the pipeline on the selected backend (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the open pipeline, saved or not, on the selected backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the running job (Shift+F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun &amp;Failed Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the failed steps of the job again as a new job; completed steps are reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Run &amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;mpare Selected Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh &amp;Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Python Interpreter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to Azure ML &amp;Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an Azure ML workspace as a backend: its jobs, computes and quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Workspace Connection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the workspace chosen as the backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Python that steps run with on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend is available: pipelines cannot run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where pipelines run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/run/runcontroller_views.cpp" line="+73"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+38"/>
        <source>This machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+3"/>
        <source>Pipelines run on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_submit.cpp" line="+28"/>
        <source>Nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a pipeline file, then choose Run (F5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not valid YAML, so it cannot be read as a pipeline. Fix the error below (double-click it to go to its line) and run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <location line="+13"/>
        <location line="+7"/>
        <location line="+7"/>
        <location line="+64"/>
        <location line="+170"/>
        <source>Cannot run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-260"/>
        <source>%1 is not a pipeline: only files with &apos;type: pipeline&apos; can be run. Open the pipeline that uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has %n error(s). Fix them (see Problems) and run again.</source>
        <translation>
            <numerusform>%1 has %n error. Fix it (see Problems) and run again.</numerusform>
            <numerusform>%1 has %n errors. Fix them (see Problems) and run again.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save %1 first: the paths of its components, code and data are relative to its folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No backend is available to run %1 on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n step(s) of %1 cannot run on %2 as set: see why below, or choose another compute (Compute ▸ Step Compute…).</source>
        <translation>
            <numerusform>%n step of %1 cannot run on %2 as set: see why below, or choose another compute (Compute ▸ Step Compute…).</numerusform>
            <numerusform>%n steps of %1 cannot run on %2 as set: see why below, or choose another compute (Compute ▸ Step Compute…).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot submit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Checking that %1 imports what the steps of %2 need…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The steps of %1 need %2, but %3 cannot import %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not run (%2), and the steps of %3 need %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No other interpreter found here imports them all: install them, or choose an interpreter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (Python %2) imports them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Use %1 and Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose Interpreter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Starting %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+81"/>
        <source>the backend did not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Canceling job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canceling step &apos;%1&apos; of job %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Cancel %n Job(s)</source>
        <translation>
            <numerusform>Cancel %n Job</numerusform>
            <numerusform>Cancel %n Jobs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel job %1? Its running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancel %n jobs? Their running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</source>
        <translation>
            <numerusform>Cancel %n job? Its running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</numerusform>
            <numerusform>Cancel %n jobs? Their running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Rerunning the failed steps of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerunning %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the backend gave no job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rerun could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job %1 started on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>and %n more (see the run view)</source>
        <translation>
            <numerusform>and %n more (see the run view)</numerusform>
            <numerusform>and %n more (see the run view)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Job %1 started with %n warning(s): %2</source>
        <translation>
            <numerusform>Job %1 started with %n warning: %2</numerusform>
            <numerusform>Job %1 started with %n warnings: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+84"/>
        <source>%1 is not an executable program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Python Interpreter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/run/runcontroller_submit.cpp" line="-205"/>
        <source>Steps that run on this machine now start with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This program cannot reach Azure ML workspaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The workspace&apos;s backend could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+3"/>
        <source>The connection was given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The connection to %1 was removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::RunLogPane</name>
    <message numerus="yes">
        <location filename="../ui/run/runlogpane.cpp" line="+88"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrapped around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Find in log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter: next match, Shift+Enter: previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the end of the log in view as lines arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the log file in the system&apos;s viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open log file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+55"/>
        <source>Waiting for %1 to be written…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Cannot show %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::RunStatus</name>
    <message>
        <location filename="../models/core/runs/runstatus.cpp" line="+39"/>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finalizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/runstatusstyle.cpp" line="+232"/>
        <source>Completed (reused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::RunStore</name>
    <message>
        <location filename="../models/backends/runstore.cpp" line="+146"/>
        <source>cannot create the run folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Qt SQLite driver (QSQLITE) is not installed; install libqt6sql6-sqlite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot open the run store %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot prepare the run store %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+119"/>
        <source>it was written by a newer Pipewright (schema %1; this one knows %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+362"/>
        <source>the process that ran this job (pid %1) ended while the job was running; its logs are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not started: the job ended when its process ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::RunView</name>
    <message>
        <location filename="../ui/run/runview.cpp" line="+53"/>
        <source>Job %1 was not found on this backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this job: every running step&apos;s processes end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the steps that did not complete, and what depends on them, as a new job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the selected steps, and what depends on them, as a new job; the rest is reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the job&apos;s folder (snapshot, step folders, outputs and logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <location filename="../ui/run/runview_details.cpp" line="+316"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Outputs + logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pipeline as it ran (its snapshot), read-only, with each step&apos;s status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading the pipeline as it ran…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/run/runview_details.cpp" line="-40"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected output&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs and files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log files of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the step&apos;s standard output and error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the result of the parallel step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel Step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the parallel step&apos;s panel: overview, logs, per-node resources and mini-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Zoom to fit the whole job (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Fit the whole graph in view (Ctrl+Shift+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl+=, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom out (Ctrl+-, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/pythonhint.cpp" line="+55"/>
        <source>Choose Python Interpreter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Python that steps run with on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runview.cpp" line="+11"/>
        <source>Loading job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 was not found in the run store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runview_header.cpp" line="+111"/>
        <source>Submitted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duration %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reused</source>
        <translation>
            <numerusform>%n reused</numerusform>
            <numerusform>%n reused</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rerun of &lt;a href=&quot;job:%1&quot;&gt;%1&lt;/a&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/run/runview_details.cpp" line="-67"/>
        <source>Status history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <location line="+64"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+18"/>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+30"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select a step to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>outputs reused from job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+59"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+37"/>
        <source>ended by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Exit code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores × seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Last lines of the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Command of each trial (with its search space values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command as run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Trials (the best by %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Inputs of step &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(the step has not started: its inputs are resolved when it starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(no pipeline inputs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reading the log of %1 from %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This step has no log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a step to see its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no log yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runview_timeline.cpp" line="+101"/>
        <source>trial %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No step has started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Critical path: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/runview_graph.cpp" line="+123"/>
        <source>The pipeline as it ran cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Graph of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/run/pythonhint.cpp" line="+38"/>
        <source>the default Python (python3 on PATH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The step&apos;s command starts %1 by its path, which does not have &apos;%2&apos; installed; the interpreter chosen for runs does not change that. Install the package that provides &apos;%2&apos; into %1, or let the command start python by name to run with the chosen interpreter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step &apos;%1&apos; failed because Python could not import the module &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The step ran with %1, which does not have &apos;%2&apos; installed. Choose an interpreter that has the step&apos;s packages (for example the Python of its virtual or conda environment), or install the package that provides &apos;%2&apos; into %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::ServerlessPage</name>
    <message>
        <location filename="../ui/compute/serverlesspage.cpp" line="+37"/>
        <source>Azure ML provides the machines of each job and removes them after it; steps choose their VM size and count themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Azure ML provides machines for this step and removes them after it. Choose a VM size, or let Azure ML pick a CPU size your quota allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Let Azure ML choose the VM size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search sizes (NC6s, A100, DSv2…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+134"/>
        <source>All series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+5"/>
        <source>≥ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <source> vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU or GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide retired series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Instance count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard (dedicated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot (low priority)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Job tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot VMs cost less, but Azure may take them back when it needs the capacity; the job then starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not set (the compute&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User identity (the submitter&apos;s credentials)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Set per step: a pipeline has no instance type, count, tier or identity of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each step&apos;s VM size, instance count, job tier and identity are its own: choose them in the step&apos;s compute (select the step, then Compute ▸ Step Compute…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Choose a VM size, or let Azure ML choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Azure ML picks a CPU size for %n instance(s) that your quota allows.</source>
        <translation>
            <numerusform>Azure ML picks a CPU size for %n instance that your quota allows.</numerusform>
            <numerusform>Azure ML picks a CPU size for %n instances that your quota allows.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Needs %1 vCPUs of the %2 family; %3 reports no quota for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the workspace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::SpecBuilder</name>
    <message>
        <location filename="../models/core/document/specbuilder.cpp" line="+82"/>
        <source>(inline component)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+86"/>
        <source>step &apos;%1&apos; must be a mapping with type, component, inputs, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;environment_variables&apos; must be a mapping of names to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>step &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>components nest more than 8 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a pipeline file must be a mapping with &apos;type: pipeline&apos; and &apos;jobs&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the pipeline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::StepRunner</name>
    <message>
        <location filename="../models/backends/processutil.cpp" line="-49"/>
        <source>[pipewright] %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>[pipewright] ending the step: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::StepsModel</name>
    <message>
        <location filename="../ui/models/stepsmodel.cpp" line="+106"/>
        <source>Reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reused the outputs of job %1: component, code, inputs and parameters were unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::SubmitProblemsDialog</name>
    <message>
        <location filename="../ui/run/submitproblemsdialog.cpp" line="+36"/>
        <source>Problems that stop the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click a problem to go to it in the pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(pipeline)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::SweepRunner</name>
    <message numerus="yes">
        <location filename="../models/backends/sweeprunner.cpp" line="+44"/>
        <source>the sweep reached its limits.timeout of %n second(s)</source>
        <translation>
            <numerusform>the sweep reached its limits.timeout of %n second</numerusform>
            <numerusform>the sweep reached its limits.timeout of %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>[pipewright] a sweep of %n trial(s) (%1 sampling), %2 at a time; the best by %3 (%4)</source>
        <translation>
            <numerusform>[pipewright] a sweep of %n trial (%1 sampling), %2 at a time; the best by %3 (%4)</numerusform>
            <numerusform>[pipewright] a sweep of %n trials (%1 sampling), %2 at a time; the best by %3 (%4)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[pipewright] max_concurrent_trials is %1; this machine&apos;s cores run %2 at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] early termination: %1 policy, evaluation interval %2, delay %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] each trial works in trials/&lt;N&gt;/ (its log: trials/&lt;N&gt;/user_logs/std_log.txt) and logs its metrics through MLflow to trials/&lt;N&gt;/mlruns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>[pipewright] trial %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>the trial ran longer than limits.trial_timeout of %n second(s)</source>
        <translation>
            <numerusform>the trial ran longer than limits.trial_timeout of %n second</numerusform>
            <numerusform>the trial ran longer than limits.trial_timeout of %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] trial %1 started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>[pipewright] trial %1 %2 after %3 s%4%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>[pipewright] the best trial is %1 (%2 %3): %4; its outputs are the step&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>[pipewright] the sweep ended at its limits.timeout; the best trial is chosen from the %n that completed</source>
        <translation>
            <numerusform>[pipewright] the sweep ended at its limits.timeout; the best trial is chosen from the %n that completed</numerusform>
            <numerusform>[pipewright] the sweep ended at its limits.timeout; the best trial is chosen from the %n that completed</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trial logged the primary metric &apos;%1&apos; through MLflow (mlflow.log_metric); no best trial can be chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no best trial can be chosen: the trials&apos; Python (%1) cannot import mlflow, so no trial could log the primary metric &apos;%2&apos; (pip install mlflow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>trial %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the search space gives no trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trial completed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot move the best trial&apos;s output %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] cannot link %1 to the step&apos;s output: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>[pipewright] %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::TimeSeriesChart</name>
    <message>
        <location filename="../views/charts/timeserieschart.cpp" line="+45"/>
        <source>Could not draw the chart as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+265"/>
        <source>%1
%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::TimelineView</name>
    <message>
        <location filename="../views/timelineview.cpp" line="+146"/>
        <location line="+619"/>
        <source>Step timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+309"/>
        <source>Critical path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores × seconds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waits for: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the critical path</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n step(s) started</source>
        <translation>
            <numerusform>%n step started</numerusform>
            <numerusform>%n steps started</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>critical path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No step has started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No run selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::VmSizesModel</name>
    <message>
        <location filename="../ui/models/vmsizesmodel.cpp" line="+96"/>
        <source>Quota for the %1 series must be requested and approved before first use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 series was retired on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pay-as-you-go: %1 per hour, Linux</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low priority or Spot: %1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the workspace&apos;s list of sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No price is known for this size in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>needs approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vCPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::WebInputCache</name>
    <message>
        <location filename="../models/backends/webinputs.cpp" line="+72"/>
        <source>cannot create the download folder %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is unchanged on the server; the copy of %2 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot keep the download of %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>downloaded %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not be reached (%2); the copy of %3 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GET %1 answered HTTP %2%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::WelcomePage</name>
    <message>
        <location filename="../ui/shell/welcomepage.cpp" line="+150"/>
        <source>Pipewright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Pipeline…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the Sample Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Design, check and run Azure Machine Learning pipeline YAML files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent pipelines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip: start the studio with a project folder (pipewright-studio FOLDER) to browse its pipelines, components and data in the Workspace panel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::WorkspaceConnection</name>
    <message>
        <location filename="../models/core/runs/workspaceconnection.cpp" line="-49"/>
        <source>The %1 endpoint must be a URL such as https://management.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 endpoint must use https (plain http only to this machine: localhost, 127.0.0.1, ::1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The workspace id must read /subscriptions/SUBSCRIPTION/resourceGroups/GROUP/providers/Microsoft.MachineLearningServices/workspaces/NAME (the workspace&apos;s Properties in the Azure portal show it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resource Manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A service principal needs its tenant and its client (application) id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown sign-in method &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::WorkspaceDialog</name>
    <message>
        <location filename="../ui/run/workspacedialog.cpp" line="+24"/>
        <source>Connect to an Azure ML Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs, computes and quota of the workspace then appear beside this machine&apos;s: choose the workspace in the toolbar&apos;s backend selector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>From config.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the workspace from the config.json that Azure ML studio downloads (Download config file) and the SDK&apos;s MLClient.from_config reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workspace config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML config (config.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Workspace id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Azure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure operated by 21Vianet (China)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure US Government</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A private cloud (endpoints below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resource Manager endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign-in endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Azure CLI login (az login)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device code (sign in in a browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service principal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity of this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token in PIPEWRIGHT_ACCESS_TOKEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty: AZURE_CLIENT_SECRET, or the one kept in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List My Workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in as set above and list the workspaces of every subscription the account can see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Subscription:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resource group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Signing in and listing workspaces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The workspaces could not be listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 cannot be read as a workspace&apos;s config.json: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The account sees no workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n workspace(s) found.</source>
        <translation>
            <numerusform>%n workspace found.</numerusform>
            <numerusform>%n workspaces found.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Signing in and reading the workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection was given up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>optional: empty signs in to the account&apos;s own tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required: the directory (tenant) id of the service principal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::YamlEditor</name>
    <message>
        <location filename="../views/yamleditor.cpp" line="+313"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::azure</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="+47"/>
        <source>%1: not a YAML file that can be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is not a pipeline job (type: pipeline); only pipeline jobs are submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline has no jobs: there is nothing to submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no pipeline input &apos;%1&apos; to set; the inputs are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: the local path %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is of type uri_file but %2 is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is of type %2 but %3 is a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: compute &apos;local&apos; runs on this machine; run the pipeline here, or name a compute of the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: an environment has an image or a build context, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the environment&apos;s build needs the path of its Docker context (build.path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the Docker context %2 is a file; build.path names a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the Docker context %2 does not exist (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the Docker context %2 has no %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="+759"/>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="+9"/>
        <location line="+114"/>
        <source>step &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="-114"/>
        <source>component %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: a spark step&apos;s component must be of type spark, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>step &apos;%1&apos;: a sweep&apos;s trial must be a command component, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is of type %2, which submitting from here does not cover yet; submit the file with &apos;az ml job create --file %3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: the code %2 does not exist (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>step &apos;%1&apos; is a sweep step without a trial; name the command component it tunes under trial:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>step &apos;%1&apos; is a %2 node, which submitting a pipeline file does not cover: the official SDK that &apos;az ml job create&apos; runs (azure-ai-ml 1.4.0) refuses it in a YAML file too; such pipelines are written with the SDK&apos;s Python pipeline builder (dsl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; is of type %2, which submitting from here does not cover yet; submit the file with &apos;az ml job create --file %3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+52"/>
        <source>step &apos;%1&apos;: component %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>step &apos;%1&apos;: the pipeline component cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>step &apos;%1&apos;: pipelines nest more than 16 levels deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos;: a pipeline component written inside the step is not accepted by Azure ML (az ml job create refuses it too); move it to a file of its own and name that file as the component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>step &apos;%1&apos;: the component cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>step &apos;%1&apos; is a parallel step with neither a component nor a task; add a task (type: run_function, code, entry_script, environment) or name a component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; is a spark step with neither a component nor an entry; add entry: {file: …} (or class_name) with its code, or name a spark component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step &apos;%1&apos; names neither a component nor a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit.cpp" line="+52"/>
        <source>%1 names the label &apos;%2&apos;; only @latest or a version (name:version) can be resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no latest version (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+226"/>
        <source>%1: step &apos;%2&apos;: the component %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Rerunning a job is offered for jobs of this machine only; submit %1 again to run it in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="-195"/>
        <source>%1: additional_includes must be a list of files or folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: additional_includes are copied into the component&apos;s code, but it has no local code folder (code:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: each additional include is a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the additional include %2 does not exist (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+180"/>
        <source>step &apos;%1&apos; is a pipeline step without a component; name a pipeline component: a file, azureml:name:version or a registry&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit.cpp" line="+167"/>
        <source>%1: %2 names the compute &apos;%3&apos;, which the workspace %4 does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+18"/>
        <location line="+213"/>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1: the Docker context %2 is local: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 is a local path: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the Docker context %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-322"/>
        <source>%1: cannot register %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the environment of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+13"/>
        <source>the component of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+350"/>
        <source>%1: the job was not created: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>submitted as job %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="-15"/>
        <source>%1: there is no pipeline to submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>identity type &apos;%1&apos; is not one Azure ML knows (user_identity, managed, aml_token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azureupload.cpp" line="+170"/>
        <location line="+7"/>
        <location line="+299"/>
        <location line="+5"/>
        <location line="+131"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-423"/>
        <source>%1 nests folders more than 64 levels deep (a symbolic link loop?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is a symbolic link to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds more than 200,000 files; leave some out with an .amlignore file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the folder %1 holds no files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder %1 holds no files that %2 keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>additional include: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the additional include %1 brings %2, which the code already has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the storage account key of %1 is not base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+91"/>
        <source>Cannot upload %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1 is too large for blocks of %2 bytes (a blob has at most 50,000 blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Cannot upload %1: it changed while being uploaded (%2 bytes, %3 before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/azure/azureupload_workspace.cpp" line="+38"/>
        <source>%1 (with %n additional include(s))</source>
        <translation>
            <numerusform>%1 (with %n additional include)</numerusform>
            <numerusform>%1 (with %n additional includes)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+23"/>
        <location line="+15"/>
        <location line="+17"/>
        <location line="+14"/>
        <source>Code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Code %1: the code version found by its hash has no id (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Code %1: not uploaded, the submission stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Code %1: the answer of %2 names no blobUri and sasUri to upload to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot find the workspace&apos;s default datastore: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The workspace %1 names no default datastore (%2); local data cannot be uploaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The default datastore %1 is of type %2 without a storage account and container; local data can only be uploaded to Azure Blob or Data Lake Gen2 datastores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>The default datastore %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The default datastore %1 uses identity-based access (it keeps no account key or SAS token), so local data is written to it with your own identity, which needs a token for Azure Storage: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read the credentials of the default datastore %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: not uploaded, the submission stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot mark the upload of %1 complete: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_parallel.cpp" line="+39"/>
        <source>step &apos;%1&apos; is a parallel step without a task: add one (type: run_function, code, entry_script, environment) or name a component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step &apos;%1&apos;: a parallel task of type %2 cannot be submitted from here yet (only run_function); submit the file with &apos;az ml job create --file&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step &apos;%1&apos;: the parallel task names no entry_script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: the parallel task names no environment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::azure::Builder</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="-643"/>
        <source>the code %1 has no code version in the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the environment must be a reference or a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the Docker context %2 was not uploaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the environment names no image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot read the conda file %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+314"/>
        <location line="+41"/>
        <source>step &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-355"/>
        <source>component %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_sweepspark.cpp" line="+127"/>
        <source>step &apos;%1&apos;: a spark step needs conf with spark.driver.cores, spark.driver.memory, spark.executor.cores and spark.executor.memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-104"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the spark configuration needs %1 (conf:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>spark.dynamicAllocation.minExecutors and maxExecutors are set while dynamic allocation is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dynamic allocation needs spark.dynamicAllocation.minExecutors and spark.dynamicAllocation.maxExecutors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>spark.dynamicAllocation.minExecutors must be above 0 and at most maxExecutors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spark.executor.instances must lie between spark.dynamicAllocation.minExecutors and maxExecutors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="+197"/>
        <source>the local path %1 was not uploaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>step &apos;%1&apos; has no component to run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::azure::submitdetail::Converter</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_automl.cpp" line="+265"/>
        <source>an automl step needs task: (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task &apos;%1&apos; is not an AutoML task (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an automl step needs training_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an automl %1 step needs target_column_name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+107"/>
        <location line="+10"/>
        <location line="+28"/>
        <location line="+14"/>
        <location line="+22"/>
        <source>%1 must be a map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-173"/>
        <source>an automl %1 step has no setting &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a setting of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 must name a pipeline input or another step&apos;s output (${{parent.inputs.…}} or ${{parent.jobs.….outputs.…}}); give the data to the pipeline as an input and bind it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1.%2 must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1.%2 must be a map or a binding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 needs sampling_algorithm (random, grid or bayesian)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.early_termination.type &apos;%2&apos; is not a policy (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+19"/>
        <source>%1 must be a list of maps of settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a setting the %2 task tunes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be a value or a distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &apos;%2&apos; is not a distribution (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 is not an argument of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the values of a choice are a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 must be a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pw::azureml</name>
    <message>
        <location filename="../models/core/validation/azuremlvalues.cpp" line="-78"/>
        <source>%1 &apos;%2&apos; is not a value Azure ML is known to accept (%3); the service will decide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
