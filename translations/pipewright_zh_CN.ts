<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Arm</name>
    <message>
        <location filename="../models/backends/azure/armresponse.cpp" line="+63"/>
        <source>%1: HTTP %2, %3: %4</source>
        <translation>%1:HTTP %2,%3:%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (target: %1)</source>
        <translation>(目标:%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: HTTP %2 with an empty body.</source>
        <translation>%1:HTTP %2,响应正文为空。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: HTTP %2: %3</source>
        <translation>%1:HTTP %2:%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the answer is not JSON (%2 at offset %3).</source>
        <translation>%1：响应不是 JSON(偏移 %3 处:%2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the answer is not a list (no &quot;value&quot; array).</source>
        <translation>%1：响应不是列表（没有 &quot;value&quot; 数组）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: &quot;nextLink&quot; is not a valid address (%2).</source>
        <translation>%1:&quot;nextLink&quot; 不是有效的地址（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: &quot;nextLink&quot; is not a string.</source>
        <translation>%1:&quot;nextLink&quot; 不是字符串。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: more than %2 pages; the list was cut there.</source>
        <translation>%1：超过 %2 页；列表在此截断。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: the next page link repeats an earlier page (%2); the list was cut there.</source>
        <translation>%1：下一页链接与之前的某页重复(%2);列表在此截断。</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/armclient.cpp" line="+180"/>
        <source>Stopped waiting for %1; the operation goes on in Azure.</source>
        <translation>已停止等待 %1;该操作在 Azure 中继续进行。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The operation ended as %1.</source>
        <translation>操作以 %1 结束。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 ended as %2.</source>
        <translation>%1 以 %2 结束。</translation>
    </message>
</context>
<context>
    <name>AzureAuth</name>
    <message>
        <location filename="../models/backends/azure/azureauth.cpp" line="+97"/>
        <source>%1: the answer holds no access token and expiry.</source>
        <translation>%1：响应中没有访问令牌和过期时间。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: HTTP %2 from %3.</source>
        <translation>%1:%3 返回 HTTP %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 (HTTP %3).</source>
        <translation>%1:%2(HTTP %3)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: %3</source>
        <translation>%1:%2:%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>token from PIPEWRIGHT_ACCESS_TOKEN</source>
        <translation>来自 PIPEWRIGHT_ACCESS_TOKEN 的令牌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 gives tokens for Azure Resource Manager only, not for %2; sign in with the Azure CLI, a service principal or a managed identity instead.</source>
        <translation>%1 只提供 Azure 资源管理器的令牌，不提供 %2 的令牌；请改用 Azure CLI、服务主体或托管标识登录。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>PIPEWRIGHT_ACCESS_TOKEN is a token for Azure Resource Manager; writing to storage with your identity needs a token for %1 in PIPEWRIGHT_STORAGE_ACCESS_TOKEN.</source>
        <translation>PIPEWRIGHT_ACCESS_TOKEN 是 Azure 资源管理器的令牌；以你的身份写入存储需要在 PIPEWRIGHT_STORAGE_ACCESS_TOKEN 中提供 %1 的令牌。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PIPEWRIGHT_ACCESS_TOKEN is not set.</source>
        <translation>未设置 PIPEWRIGHT_ACCESS_TOKEN。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Azure CLI login</source>
        <translation>Azure CLI 登录</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The Azure CLI&apos;s answer holds no access token and expiry (accessToken, expires_on or expiresOn).</source>
        <translation>Azure CLI 的输出中没有访问令牌和过期时间（accessToken、expires_on 或 expiresOn）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Could not run &apos;%1&apos; (%2). Install the Azure CLI and run &apos;az login&apos;, or choose another way to sign in.</source>
        <translation>无法运行“%1”（%2）。请安装 Azure CLI 并运行 “az login”，或选择其他登录方式。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1 account get-access-token&apos; did not answer within 60 s.</source>
        <translation>“%1 account get-access-token” 在 60 秒内没有响应。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1 account get-access-token&apos; failed (exit code %2): %3</source>
        <translation>“%1 account get-access-token” 失败(退出码 %2):%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no message; try &apos;az login&apos;</source>
        <translation>没有消息；请尝试 “az login”</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>service principal %1</source>
        <translation>服务主体 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Signing in as %1</source>
        <translation>以 %1 登录</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>managed identity of this machine</source>
        <translation>本机的托管标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>managed identity %1</source>
        <translation>托管标识 %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Signing in with the %1</source>
        <translation>使用%1登录</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>device code sign-in</source>
        <translation>设备代码登录</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+88"/>
        <source>Device code sign-in</source>
        <translation>设备代码登录</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>%1: the answer holds no device and user code.</source>
        <translation>%1：响应中没有设备代码和用户代码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To sign in, open %1 and enter the code %2.</source>
        <translation>要登录，请打开 %1 并输入代码 %2。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was cancelled.</source>
        <translation>%1 已取消。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+25"/>
        <source>%1: the code %2 expired before it was entered; start again.</source>
        <translation>%1：代码 %2 在输入前已过期；请重新开始。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1: the sign-in was declined.</source>
        <translation>%1：登录被拒绝。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>A service principal needs a tenant, a client id and its secret (AZURE_CLIENT_SECRET).</source>
        <translation>服务主体需要租户、客户端 ID 及其机密（AZURE_CLIENT_SECRET）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Unknown sign-in method &apos;%1&apos;; use env, cli, service-principal, managed-identity or device-code.</source>
        <translation>未知的登录方式“%1”；请使用 env、cli、service-principal、managed-identity 或 device-code。</translation>
    </message>
</context>
<context>
    <name>AzureBackend</name>
    <message>
        <location filename="../models/backends/azure/azurebackend.cpp" line="+73"/>
        <source>Azure ML: %1</source>
        <translation>Azure ML:%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>One step of an Azure ML job cannot be cancelled; cancel the job %1.</source>
        <translation>无法单独取消 Azure ML 作业的某个步骤；请取消作业 %1。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No workspace is named.</source>
        <translation>未指定工作区。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The workspace %1 could not be read: %2 (%3, HTTP %4)
%5</source>
        <translation>无法读取工作区 %1：%2（%3，HTTP %4）
%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The workspace %1 could not be read (HTTP %2).
%3</source>
        <translation>无法读取工作区 %1（HTTP %2）。
%3</translation>
    </message>
</context>
<context>
    <name>AzureCompute</name>
    <message>
        <location filename="../models/backends/azure/azurecompute.cpp" line="+78"/>
        <source>Cluster %1 created.</source>
        <translation>已创建群集 %1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cluster %1 now scales between %2 and %3 nodes.</source>
        <translation>群集 %1 现在在 %2 到 %3 个节点之间缩放。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+3"/>
        <source>Compute %1 detached.</source>
        <translation>已分离计算 %1。</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+3"/>
        <source>Compute %1 deleted.</source>
        <translation>已删除计算 %1。</translation>
    </message>
</context>
<context>
    <name>AzureJobs</name>
    <message>
        <location filename="../models/backends/azure/azurejobs.cpp" line="+51"/>
        <source>The service reports that the job stopped responding.</source>
        <translation>服务报告该作业已停止响应。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The job is paused.</source>
        <translation>该作业已暂停。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelling: the service has been asked to stop the job.</source>
        <translation>正在取消：已请求服务停止该作业。</translation>
    </message>
</context>
<context>
    <name>Backend</name>
    <message>
        <location filename="../models/core/runs/backend.cpp" line="+14"/>
        <source>The %1 backend does not manage computes.</source>
        <translation>%1 后端不管理计算资源。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The %1 backend reports no compute or quota.</source>
        <translation>%1 后端不提供计算资源或配额信息。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/common.cpp" line="+38"/>
        <location filename="../app/picture/main.cpp" line="+36"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this help and exit.</source>
        <translation>显示此帮助并退出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log what happens to standard error.</source>
        <translation>将运行过程记录到标准错误输出。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../app/cli/computecommands.cpp" line="+396"/>
        <location filename="../app/cli/instancetypecommand.cpp" line="+155"/>
        <location filename="../app/cli/validatecommand.cpp" line="+89"/>
        <source>Run &apos;pipewright help %1&apos; for the options it takes.</source>
        <translation>运行 &apos;pipewright help %1&apos; 查看该命令的选项。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Usage: %1</source>
        <translation>用法：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Check pipeline files and list their problems</source>
        <translation>检查管道文件并列出其中的问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a pipeline to another file</source>
        <translation>将管道写入另一个文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print a pipeline&apos;s steps, ports and data flow as JSON or DOT</source>
        <translation>以 JSON 或 DOT 格式输出管道的步骤、端口和数据流</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run a pipeline on this machine with live progress</source>
        <translation>在本机上运行管道并实时显示进度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the Python interpreters steps can run with, and what each can import</source>
        <translation>列出步骤可使用的 Python 解释器，以及各自能导入的模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Submit a pipeline to this machine or an Azure ML workspace; print the job id</source>
        <translation>把管道提交到本机或 Azure ML 工作区；输出作业 ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List, show, follow, cancel and rerun jobs (local, or a workspace&apos;s with --backend azure)</source>
        <translation>列出、显示、跟踪、取消和重新运行作业（本机的，或用 --backend azure 时工作区的）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in to Azure; list, show, follow and cancel a workspace&apos;s jobs</source>
        <translation>登录 Azure;列出、查看、跟踪和取消工作区的作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List and show compute targets; create, resize and delete clusters</source>
        <translation>列出并显示计算目标；创建、调整和删除群集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show core usage against quota</source>
        <translation>显示核心用量与配额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the VM sizes of the region</source>
        <translation>列出该区域的 VM 大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show and refresh the VM prices of a region (Azure Retail Prices API)</source>
        <translation>显示并刷新某区域的 VM 价格（Azure 零售价格 API）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check Kubernetes instance type files and write them for kubectl</source>
        <translation>检查 Kubernetes 实例类型文件并为 kubectl 写出</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown format &apos;%1&apos;; use one of: %2</source>
        <translation>未知格式 &apos;%1&apos;；请使用以下格式之一：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../app/cli/exportcommand.cpp" line="+75"/>
        <location filename="../app/cli/instancetypecommand.cpp" line="+9"/>
        <location filename="../app/cli/validatecommand.cpp" line="+8"/>
        <location filename="../app/picture/main.cpp" line="+29"/>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="-43"/>
        <source>File to write, or &apos;-&apos; for standard output.</source>
        <translation>要写入的文件；&apos;-&apos; 表示标准输出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output format: yaml (default), svg or png. Without this option the format follows the extension of OUT.</source>
        <translation>输出格式：yaml（默认）、svg 或 png。未指定此选项时，格式由 OUT 的扩展名决定。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write a pipeline to another file, or a picture of its canvas (SVG or PNG). YAML output keeps the text exactly as it is, comments and formatting included; a picture uses the node places saved by the studio, or lays the graph out.</source>
        <translation>将管道写入另一个文件，或将其画布输出为图片（SVG 或 PNG）。YAML 输出会完整保留原文，包括注释和格式；图片使用工作室保存的节点位置，没有时则自动布局。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pipeline file to export.</source>
        <translation>要导出的管道文件。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>drawing a picture needs the program %1, which could not be started: %2</source>
        <translation>绘制图片需要程序 %1，但无法启动它：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the program that draws the picture (%1) stopped unexpectedly; %2 was not written</source>
        <translation>绘制图片的程序（%1）意外停止；未写入 %2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>a picture is written to a file; give its name with -o OUT</source>
        <translation>图片只能写入文件；请用 -o OUT 指定文件名</translation>
    </message>
    <message>
        <location filename="../app/picture/main.cpp" line="-7"/>
        <source>usage: %1 [--verbose] svg|png SOURCE TARGET</source>
        <translation>用法：%1 [--verbose] svg|png 源文件 目标文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not valid YAML; there is no graph to draw</source>
        <translation>&apos;%1&apos; 不是有效的 YAML；没有可绘制的图</translation>
    </message>
    <message>
        <location filename="../app/cli/computecommands.cpp" line="-359"/>
        <location filename="../app/cli/jobscommand.cpp" line="+385"/>
        <location filename="../app/cli/runcommand.cpp" line="+405"/>
        <location line="+3"/>
        <location filename="../app/picture/main.cpp" line="+4"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--%1 must be a whole number of at least %2; got &apos;%3&apos;</source>
        <translation>--%1 必须是不小于 %2 的整数；得到的是“%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>table (default), json or csv.</source>
        <translation>table（默认）、json 或 csv。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>list, show: table (default) or json.</source>
        <translation>list、show：table（默认）或 json。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create: the VM size (Standard_DS3_v2).</source>
        <translation>create：VM 大小（Standard_DS3_v2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: the fewest nodes (0: none when idle).</source>
        <translation>create、resize：最少节点数（0：空闲时不保留节点）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: the most nodes.</source>
        <translation>create、resize：最多节点数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>create, resize: idle seconds before a node is released (default 120).</source>
        <translation>create、resize：节点空闲多少秒后释放（默认 120）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>create: low-priority nodes (cheaper, may be preempted).</source>
        <translation>create：低优先级节点（更便宜，可能被抢占）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>create: the region (default: the workspace&apos;s).</source>
        <translation>create：区域（默认：工作区所在区域）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>delete: detach an attached compute instead of deleting it.</source>
        <translation>delete：分离附加的计算资源而不是删除它。</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Core usage against quota: one row per subscription, workspace and cluster limit, with the cores used, the limit, what is free and how full it is. The local backend&apos;s quota is this machine&apos;s cores; an Azure ML workspace&apos;s are those of its region.
JSON: an array with one object per row (name, displayName, level, pool, family, used, limit, free, percent; limit and free are null where a row has no limit of its own).</source>
        <translation>核心用量与配额：每个订阅、工作区和群集限制一行，包括已用核心数、限制、剩余量和占用比例。本机后端的配额是本机的核心数；Azure ML 工作区的配额是其所在区域的配额。
JSON：一个数组，每行一个对象（name、displayName、level、pool、family、used、limit、free、percent；没有自身限制的行，limit 和 free 为 null）。</translation>
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
        <translation>后端的计算目标：本机（--backend local，默认）或 Azure ML 工作区（--backend azure 加上工作区和登录选项，或 --profile）。
  list          目标列表：类型、状态、大小和节点
  show NAME     一个目标的详细信息
  create NAME   创建群集；先按规则、区域的大小和配额检查名称和表单，仍有错误时不创建
  resize NAME   更改群集的节点数（大小不能更改：请另建一个）
  delete NAME   删除计算资源，或分离已附加的计算资源（--detach）
退出状态：成功为 0，检查发现错误或后端拒绝为 1，用法错误为 2。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>list, show, create, resize or delete.</source>
        <translation>list、show、create、resize 或 delete。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute&apos;s name.</source>
        <translation>计算资源的名称。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n 个核心</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>description</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>attached</source>
        <translation>已附加</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+374"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-372"/>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VM size</source>
        <translation>VM 大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nodes (min–max)</source>
        <translation>节点（最少–最多）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nodes now</source>
        <translation>当前节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 (idle %3, busy %4, unusable %5, preempted %6, leaving %7)</source>
        <translation>%1 / %2（空闲 %3，忙碌 %4，不可用 %5，已抢占 %6，正在离开 %7）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>idle before scale-down</source>
        <translation>缩减前的空闲时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>allocation</source>
        <translation>分配</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>identity</source>
        <translation>标识</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1%2: requests %3 CPU, %4; limits %5 CPU, %6, %7 GPU</source>
        <translation>%1%2：请求 %3 CPU、%4；限制 %5 CPU、%6、%7 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>(at most %1 nodes fit)</source>
        <translation>（最多可容纳 %1 个节点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(sizes with quota: %1)</source>
        <translation>（有配额的大小：%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the backend refused without saying why</source>
        <translation>后端拒绝了请求，但未说明原因</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>create needs --size and --max</source>
        <translation>create 需要 --size 和 --max</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>warning: the quota and the region&apos;s sizes are not known: %1</source>
        <translation>警告：配额和该区域的大小未知：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a compute named &apos;%1&apos; exists already</source>
        <translation>名为“%1”的计算资源已存在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the cluster was not created: the check found errors</source>
        <translation>未创建群集：检查发现错误</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is being created.</source>
        <translation>正在创建群集 %1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>resize needs --min and --max</source>
        <translation>resize 需要 --min 和 --max</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--min (%1) must not be above --max (%2)</source>
        <translation>--min（%1）不能大于 --max（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is being resized to %2–%3 nodes.</source>
        <translation>正在将群集 %1 调整为 %2–%3 个节点。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only sizes whose name or family holds TEXT.</source>
        <translation>仅名称或系列包含 TEXT 的大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only sizes with at least N vCPUs.</source>
        <translation>仅至少有 N 个 vCPU 的大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only sizes with GPUs.</source>
        <translation>仅带 GPU 的大小。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The VM sizes of the backend&apos;s region (an Azure ML workspace&apos;s with --backend azure), smallest first, with what the catalog of VM series says about them (category, quota approval, retirement).</source>
        <translation>后端所在区域的 VM 大小（用 --backend azure 时为 Azure ML 工作区的区域），从小到大，并附上 VM 系列目录中的信息（类别、配额审批、停用）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+144"/>
        <location filename="../app/cli/pricescommand.cpp" line="+67"/>
        <source>takes no arguments; got &apos;%1&apos;</source>
        <translation>不接受参数；得到的是“%1”</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>The %1 backend reports no quota.</source>
        <translation>%1 后端不提供配额信息。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>LEVEL</source>
        <translation>级别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>POOL</source>
        <translation>池</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>USED</source>
        <translation>已用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LIMIT</source>
        <translation>限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FREE</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USE</source>
        <translation>占用</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>give an action: list, show, create, resize or delete</source>
        <translation>请指定操作：list、show、create、resize 或 delete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use list, show, create, resize or delete</source>
        <translation>未知操作“%1”；请使用 list、show、create、resize 或 delete</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>list takes no name</source>
        <translation>list 不接受名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&apos;%1&apos; needs one compute name</source>
        <translation>“%1”需要一个计算资源名称</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute %1 is being detached.</source>
        <translation>正在分离计算资源 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute %1 is being deleted.</source>
        <translation>正在删除计算资源 %1。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The %1 backend has no compute targets.</source>
        <translation>%1 后端没有计算目标。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>STATE</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SIZE</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NODES</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the %1 backend has no compute named &apos;%2&apos; (it has: %3)</source>
        <translation>%1 后端没有名为“%2”的计算资源（现有：%3）</translation>
    </message>
    <message>
        <location filename="../app/cli/backendoptions.cpp" line="+49"/>
        <source>no profile &apos;%1&apos;: the config file %2 does not exist (write the profile there as a [profiles/%1] section; see &apos;pipewright help submit&apos;)</source>
        <translation>没有配置文件“%1”：配置文件 %2 不存在（请在其中以 [profiles/%1] 节写入该配置；参见“pipewright help submit”）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the config file cannot be read as INI</source>
        <translation>%1：无法把配置文件读作 INI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no profile &apos;%2&apos; (profiles: %3)</source>
        <translation>%1 中没有配置“%2”（现有配置：%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/computecommands.cpp" line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2: &apos;%3&apos; would hold a secret, and the config file holds none; give it in the environment (AZURE_CLIENT_SECRET, PIPEWRIGHT_ACCESS_TOKEN) and remove it from the file</source>
        <translation>%1 %2：“%3”会保存机密，而配置文件不保存机密；请通过环境变量（AZURE_CLIENT_SECRET、PIPEWRIGHT_ACCESS_TOKEN）提供，并从文件中删除</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>warning: %1 %2: unknown key &apos;%3&apos; is ignored (keys: %4)</source>
        <translation>警告：%1 %2：忽略未知的键“%3”（可用的键：%4）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The backend: local (this machine; the default) or azure (an Azure ML workspace).</source>
        <translation>后端：local（本机，默认）或 azure（Azure ML 工作区）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A named profile of the config file ($PIPEWRIGHT_CONFIG, else ~/.config/pipewright/config.ini): a [profiles/NAME] section with backend, subscription, resource-group, workspace, cloud, arm-endpoint, login-endpoint, auth, tenant and client-id (never a secret); flags given here win. Default $PIPEWRIGHT_PROFILE.</source>
        <translation>配置文件（$PIPEWRIGHT_CONFIG，否则为 ~/.config/pipewright/config.ini）中的命名配置：一个 [profiles/NAME] 节，含 backend、subscription、resource-group、workspace、cloud、arm-endpoint、login-endpoint、auth、tenant 和 client-id（绝不含机密）；此处给出的选项优先。默认为 $PIPEWRIGHT_PROFILE。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>azure: the workspace&apos;s subscription id.</source>
        <translation>azure：工作区的订阅 ID。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>azure: the workspace&apos;s resource group.</source>
        <translation>azure：工作区的资源组。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>azure: the workspace&apos;s name (with --subscription and --resource-group), or its whole ARM id (/subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/NAME); default $PIPEWRIGHT_WORKSPACE (an ARM id).</source>
        <translation>azure：工作区的名称（与 --subscription 和 --resource-group 一起），或其完整的 ARM ID（/subscriptions/…/resourceGroups/…/providers/Microsoft.MachineLearningServices/workspaces/NAME）；默认为 $PIPEWRIGHT_WORKSPACE（ARM ID）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>azure: AzureCloud (default), AzureChinaCloud or AzureUSGovernment.</source>
        <translation>azure：AzureCloud（默认）、AzureChinaCloud 或 AzureUSGovernment。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: the Resource Manager endpoint of a private cloud (https://…; http:// only for loopback addresses).</source>
        <translation>azure：私有云的资源管理器终结点（https://…；http:// 仅限环回地址）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: the sign-in endpoint of a private cloud.</source>
        <translation>azure：私有云的登录终结点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>azure: how to sign in: cli (the Azure CLI&apos;s login), device (device code), sp (service principal: --tenant, --client-id and AZURE_CLIENT_SECRET), msi (managed identity), env (PIPEWRIGHT_ACCESS_TOKEN). Default: env when PIPEWRIGHT_ACCESS_TOKEN is set, else cli.</source>
        <translation>azure：登录方式：cli（Azure CLI 的登录）、device（设备代码）、sp（服务主体：--tenant、--client-id 和 AZURE_CLIENT_SECRET）、msi（托管标识）、env（PIPEWRIGHT_ACCESS_TOKEN）。默认：设置了 PIPEWRIGHT_ACCESS_TOKEN 时为 env，否则为 cli。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>azure: the Microsoft Entra tenant.</source>
        <translation>azure：Microsoft Entra 租户。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>azure: the application (service principal, user-assigned identity or device-code client) id.</source>
        <translation>azure：应用程序（服务主体、用户分配的标识或设备代码客户端）ID。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source> (profile &apos;%1&apos; in %2)</source>
        <translation>（%2 中的配置“%1”）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the profile &apos;%1&apos; is for the %2 backend, not an Azure ML workspace</source>
        <translation>配置“%1”用于 %2 后端，而不是 Azure ML 工作区</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown backend &apos;%1&apos;%2; use local or azure</source>
        <translation>未知的后端“%1”%2；请使用 local 或 azure</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>options of an Azure ML workspace given to the local backend (%1); add --backend azure</source>
        <translation>把 Azure ML 工作区的选项给了本机后端（%1）；请加上 --backend azure</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown cloud &apos;%1&apos;%2; use %3</source>
        <translation>未知的云“%1”%2；请使用 %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&apos;%1&apos;%2 is not a workspace&apos;s ARM id</source>
        <translation>“%1”%2 不是工作区的 ARM ID</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--%1 &apos;%2&apos; differs from the workspace&apos;s ARM id, which names &apos;%3&apos;</source>
        <translation>--%1“%2”与工作区的 ARM ID 不符，后者指定的是“%3”</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the Azure ML workspace is not named in full%1: give --subscription ID --resource-group RG --workspace WS, the workspace&apos;s ARM id in --workspace or PIPEWRIGHT_WORKSPACE, or --profile NAME (missing: %2)</source>
        <translation>没有完整指定 Azure ML 工作区%1：请给出 --subscription ID --resource-group RG --workspace WS，或在 --workspace 或 PIPEWRIGHT_WORKSPACE 中给出工作区的 ARM ID，或 --profile NAME（缺少：%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 &apos;%2&apos;%3 is not a name (no &apos;/&apos;, &apos;?&apos;, &apos;#&apos; or spaces)</source>
        <translation>%1“%2”%3 不是名称（不能含“/”、“?”、“#”或空格）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown sign-in method &apos;%1&apos;%2; use cli, device, sp, msi or env</source>
        <translation>未知的登录方式“%1”%2；请使用 cli、device、sp、msi 或 env</translation>
    </message>
    <message>
        <location filename="../app/cli/computecommands.cpp" line="+65"/>
        <source>The %1 backend offers no VM sizes.</source>
        <translation>%1 后端不提供 VM 大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No VM size matches.</source>
        <translation>没有匹配的 VM 大小。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>quota needs approval</source>
        <translation>配额需要审批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>retired %1</source>
        <translation>已于 %1 停用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VCPUS</source>
        <translation>VCPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUS</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MEMORY GB</source>
        <translation>内存 GB</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/cli/pricescommand.cpp" line="+88"/>
        <source>LOW PRIORITY</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PRICE/H</source>
        <translation>价格/小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CATEGORY</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOTES</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+47"/>
        <source>give the pipeline file to export</source>
        <translation>请指定要导出的管道文件</translation>
    </message>
    <message>
        <location filename="../app/cli/common.cpp" line="-8"/>
        <source>give one pipeline file; got %1</source>
        <translation>请只指定一个管道文件；实际指定了 %1 个</translation>
    </message>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+4"/>
        <source>give the file to write with -o OUT (&apos;-o -&apos; writes to standard output)</source>
        <translation>请用 -o OUT 指定要写入的文件（&apos;-o -&apos; 表示写入标准输出）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the output file name is empty</source>
        <translation>输出文件名为空</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>warning: &apos;%1&apos; is not valid YAML; it is written unchanged</source>
        <translation>警告：&apos;%1&apos; 不是有效的 YAML；将按原样写出</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/graphcommand.cpp" line="+413"/>
        <source>cannot write to standard output</source>
        <translation>无法写入标准输出</translation>
    </message>
    <message>
        <location filename="../app/cli/graphcommand.cpp" line="-387"/>
        <source>Output format: json (default) or dot (Graphviz).</source>
        <translation>输出格式：json（默认）或 dot（Graphviz）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write to this file instead of standard output.</source>
        <translation>写入此文件，而不是标准输出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print a pipeline&apos;s steps (kind, component, compute), their input and output ports (types and bindings) and the data flow between them.
DOT output can be drawn with Graphviz: pipewright graph --format dot p.yml | dot -Tsvg &gt; p.svg</source>
        <translation>输出管道的步骤（种类、组件、计算）、步骤的输入和输出端口（类型和绑定）以及步骤之间的数据流。
可以使用 Graphviz 绘制 DOT 输出：pipewright graph --format dot p.yml | dot -Tsvg &gt; p.svg</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The pipeline file.</source>
        <translation>管道文件。</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <location filename="../app/cli/runcommand.cpp" line="+60"/>
        <location filename="../app/cli/submitcommand.cpp" line="+202"/>
        <source>give the pipeline file</source>
        <translation>请指定管道文件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not valid YAML; there is no graph to show</source>
        <translation>&apos;%1&apos; 不是有效的 YAML；没有可显示的图</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="+16"/>
        <source>Usage: pipewright [--verbose] &lt;command&gt; [options] [arguments]</source>
        <translation>用法：pipewright [--verbose] &lt;命令&gt; [选项] [参数]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks, converts and inspects Azure Machine Learning pipeline YAML files.</source>
        <translation>检查、转换和查看 Azure 机器学习管道 YAML 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the help of a command</source>
        <translation>显示某个命令的帮助</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log what happens to standard error</source>
        <translation>将运行过程记录到标准错误输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show this help and exit</source>
        <translation>显示此帮助并退出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the version and exit</source>
        <translation>显示版本并退出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exit status: 0 when no errors were found, 1 when there were errors, 2 on wrong usage.</source>
        <translation>退出状态：未发现错误时为 0，发现错误时为 1，用法错误时为 2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright help &lt;command&gt;&apos; or &apos;pipewright &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation>运行 &apos;pipewright help &lt;命令&gt;&apos; 或 &apos;pipewright &lt;命令&gt; --help&apos; 查看某个命令的选项。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not a command</source>
        <translation>&apos;%1&apos; 不是命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright --help&apos; to see the commands.</source>
        <translation>运行 &apos;pipewright --help&apos; 查看可用的命令。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &apos;pipewright --help&apos; for usage.</source>
        <translation>运行 &apos;pipewright --help&apos; 查看用法。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>give one command name</source>
        <translation>请指定一个命令名称</translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="-71"/>
        <source>Output format: text (default) or json.</source>
        <translation>输出格式：text（默认）或 json。</translation>
    </message>
    <message>
        <location filename="../app/cli/instancetypecommand.cpp" line="-136"/>
        <location filename="../app/cli/validatecommand.cpp" line="+2"/>
        <source>Show errors only, no warnings.</source>
        <translation>仅显示错误，不显示警告。</translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="+2"/>
        <source>Skip the pre-flight checks of each step&apos;s compute: VM sizes offered, retired or needing approval, quota, node counts.</source>
        <translation>跳过每个步骤计算资源的预检：所提供的 VM 大小、是否停用或需要审批、配额、节点数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Also show notes: facts that need no action, such as components that are only resolved in an Azure ML workspace.</source>
        <translation>同时显示说明：无需处理的信息，例如只能在 Azure 机器学习工作区中解析的组件。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pipeline files, or folders to search for pipeline files (*.yml and *.yaml with &apos;type: pipeline&apos;), recursively.</source>
        <translation>管道文件，或要在其中递归搜索管道文件（含有 &apos;type: pipeline&apos; 的 *.yml 和 *.yaml 文件）的文件夹。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Check pipeline files: YAML syntax, structure, component references, bindings, types, cycles and settings, and whether each step&apos;s compute can run it (the pre-flight checks).
Prints one finding per line as &apos;file:line:column: error|warning: message [rule]&apos;.
Exit status: 0 when no errors were found (warnings are allowed), 1 when there were errors, 2 on wrong usage.</source>
        <translation>检查管道文件：YAML 语法、结构、组件引用、绑定、类型、循环和设置，以及每个步骤的计算资源能否运行它（预检）。
每条发现占一行，格式为“file:line:column: error|warning: message [rule]”。
退出状态：未发现错误时为 0（允许警告），有错误时为 1，用法错误时为 2。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>give at least one file or folder</source>
        <translation>请至少指定一个文件或文件夹</translation>
    </message>
    <message>
        <location filename="../app/cli/instancetypecommand.cpp" line="-5"/>
        <source>export: the file to write (atomically), or &apos;-&apos; for standard output (the default).</source>
        <translation>export：要（原子地）写入的文件，或用“-”表示标准输出（默认）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>validate: text (default) or json.</source>
        <translation>validate：text（默认）或 json。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kubernetes instance types of Azure Machine Learning (InstanceType and InstanceTypeList of amlarc.azureml.com/v1alpha1).
  validate FILE...  check the files: YAML, apiVersion and kind, node selector labels, CPU and memory units, requests not above limits, GPU only under limits; one finding per line as &apos;file:line:column: error|warning: message [rule]&apos;
  export FILE       write the types again as canonical YAML for &apos;kubectl apply -f&apos; (nothing is written when the file has errors)
Exit status: 0 when no errors were found (warnings are allowed), 1 when there were errors or a file could not be written, 2 on wrong usage.</source>
        <translation>Azure 机器学习的 Kubernetes 实例类型（amlarc.azureml.com/v1alpha1 的 InstanceType 和 InstanceTypeList）。
  validate FILE...  检查文件：YAML、apiVersion 和 kind、节点选择器标签、CPU 和内存单位、请求不超过限制、GPU 只能在 limits 下；每条发现占一行，格式为“file:line:column: error|warning: message [rule]”
  export FILE       将这些类型重新写为适用于“kubectl apply -f”的规范 YAML（文件有错误时不写入）
退出状态：未发现错误时为 0（允许警告），有错误或文件无法写入时为 1，用法错误时为 2。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>validate or export.</source>
        <translation>validate 或 export。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance type files (YAML).</source>
        <translation>实例类型文件（YAML）。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1, %2: %3, %4</source>
        <translation>%1，%2：%3，%4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+79"/>
        <source>%n file(s) checked</source>
        <translation>
            <numerusform>已检查 %n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n 个实例类型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 has errors; nothing was written</source>
        <translation>%1 有错误；未写入任何内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 holds no instance type; nothing was written</source>
        <translation>%1 不含实例类型；未写入任何内容</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n instance type(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 个实例类型写入 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>give an action: validate or export</source>
        <translation>请指定操作：validate 或 export</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use validate or export</source>
        <translation>未知操作“%1”；请使用 validate 或 export</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; needs at least one file</source>
        <translation>“%1”至少需要一个文件</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>-o belongs to export; validate writes nothing</source>
        <translation>-o 属于 export；validate 不写入任何内容</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>export takes one file; got %1</source>
        <translation>export 只接受一个文件；得到 %1 个</translation>
    </message>
    <message>
        <location filename="../app/cli/validatecommand.cpp" line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no pipeline files found (files with &apos;type: pipeline&apos; ending in .yml or .yaml)</source>
        <translation>未找到管道文件（扩展名为 .yml 或 .yaml 且含有 &apos;type: pipeline&apos; 的文件）</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="-120"/>
        <source>Completed (reused)</source>
        <translation>已完成（已重用）</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Canceling job %1 (press Ctrl+C again to stop waiting)…</source>
        <translation>正在取消作业 %1（再次按 Ctrl+C 可停止等待）…</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>STEP</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+26"/>
        <location filename="../app/cli/computecommands.cpp" line="-250"/>
        <location filename="../app/cli/pricescommand.cpp" line="-127"/>
        <source>table (default) or json.</source>
        <translation>table(默认)或 json。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>logs: one step of a pipeline job.</source>
        <translation>logs:管道作业中的一个步骤。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jobs: at most N jobs (default 50).</source>
        <translation>jobs:最多 N 个作业（默认 50）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>login, jobs, show, logs or cancel.</source>
        <translation>login、jobs、show、logs 或 cancel。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The workspace has no jobs.</source>
        <translation>该工作区没有作业。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/cli/jobscommand.cpp" line="-105"/>
        <location filename="../app/cli/runcommand.cpp" line="+0"/>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CREATED</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/cli/computecommands.cpp" line="+78"/>
        <location line="+68"/>
        <location line="+103"/>
        <location filename="../app/cli/pricescommand.cpp" line="+127"/>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>job %1 has no step &apos;%2&apos; (steps: %3)</source>
        <translation>作业 %1 没有步骤“%2”(步骤:%3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No log files yet.</source>
        <translation>尚无日志文件。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>give an action: login, jobs, show, logs or cancel</source>
        <translation>请给出操作:login、jobs、show、logs 或 cancel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown action &apos;%1&apos;; use login, jobs, show, logs or cancel</source>
        <translation>未知操作“%1”；请使用 login、jobs、show、logs 或 cancel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; needs a job name</source>
        <translation>“%1”需要作业名称</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Signed in to %1 with the %2; the token is valid until %3.</source>
        <translation>已使用%2登录 %1;令牌有效期至 %3。</translation>
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
        <translation>通过 Azure 资源管理器 REST API 访问 Azure 机器学习工作区。
  login        登录，并说明用什么方式、有效期到何时（不输出令牌）
  jobs         工作区的作业，最新的在前
  show JOB     一个作业及其步骤
  logs JOB     作业（或 --step 指定步骤）的日志文件；--follow 跟踪主日志
  cancel JOB   取消作业，并等待服务确认
同样的工作区和登录选项（或 --profile）也用于带 --backend azure 的 submit、jobs、quota、compute 和 vm-sizes。</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>the workspace has no job &apos;%1&apos;</source>
        <translation>该工作区没有作业“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>warning: the steps could not be read: %1</source>
        <translation>警告：无法读取步骤:%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 (%2): %3</source>
        <translation>作业 %1(%2):%3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Job %1 is cancelled.</source>
        <translation>作业 %1 已取消。</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+1"/>
        <location filename="../app/cli/runcommand.cpp" line="+0"/>
        <source>TIME</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../app/cli/runcommand.cpp" line="+1"/>
        <source>DETAIL</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>outputs of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Job %1: %2, %3</source>
        <translation>作业 %1：%2，%3</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>the job&apos;s record could not be read</source>
        <translation>无法读取作业记录</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step &apos;%1&apos; failed: %2</source>
        <translation>步骤 &apos;%1&apos; 失败：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  exit code: %1</source>
        <translation>  退出代码：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  last lines of %1:</source>
        <translation>  %1 的最后几行：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 %2 in %3. Run folder: %4</source>
        <translation>作业 %1 %2，用时 %3。运行文件夹：%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/cli/submitcommand.cpp" line="+85"/>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Job %1 started (%2 on this machine).</source>
        <translation>作业 %1 已启动（在本机上运行 %2）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set a pipeline input for this run: inputs.NAME=VALUE (repeatable).</source>
        <translation>为此次运行设置管道输入：inputs.NAME=VALUE（可重复指定）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run every step, even when an earlier run&apos;s outputs could be reused.</source>
        <translation>运行每个步骤，即使可以重用之前运行的输出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH; `pipewright python PATH` lists those found).</source>
        <translation>用此 Python 解释器运行步骤（默认：$PIPEWRIGHT_PYTHON，否则为 PATH 中的 python3；`pipewright python PATH` 列出找到的解释器）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/cli/submitcommand.cpp" line="-203"/>
        <source>The pipeline file (type: pipeline).</source>
        <translation>管道文件（type: pipeline）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run a pipeline on this machine and show its progress.
Steps run in dependency order, several at once within the machine&apos;s cores; a step whose component, code, inputs and parameters are unchanged reuses its earlier outputs.
Exit status: 0 when the job completed, 1 when it failed, was canceled or could not start, 2 on wrong usage.</source>
        <translation>在本机上运行管道并显示其进度。
步骤按依赖顺序运行，并在本机核心数允许的范围内同时运行多个；组件、代码、输入和参数均未更改的步骤会重用之前的输出。
退出状态：作业完成时为 0，作业失败、被取消或无法启动时为 1，用法错误时为 2。</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>--python %1: not an executable file</source>
        <translation>--python %1：不是可执行文件</translation>
    </message>
    <message>
        <location filename="../app/cli/backendoptions.cpp" line="+46"/>
        <source>--set takes inputs.NAME=VALUE; got &apos;%1&apos;</source>
        <translation>--set 的格式为 inputs.NAME=VALUE；实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/cli/pythoncommand.cpp" line="+57"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>chosen</source>
        <translation>已选择</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment</source>
        <translation>虚拟环境</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>given</source>
        <translation>指定</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>does not run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>imports all</source>
        <translation>全部可导入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing %1</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Take INTERPRETER as the one steps run with (default: $PIPEWRIGHT_PYTHON, else python3 on PATH, as `run` chooses).</source>
        <translation>把 INTERPRETER 当作步骤所用的解释器（默认：$PIPEWRIGHT_PYTHON，否则为 PATH 中的 python3，与 `run` 的选择相同）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the interpreters and what they import as JSON.</source>
        <translation>以 JSON 输出解释器及其可导入的模块。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A pipeline file: check the modules its steps need.</source>
        <translation>流水线文件：检查其步骤所需的模块。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>List the Python interpreters that steps can run with on this machine: the one they run with (marked *), python3 and python3.N on PATH, in /usr/bin and /usr/local/bin, and the virtual environments in the current folder and the pipeline&apos;s folder. With a pipeline, check which of the modules its steps need (their environments&apos; conda files and the imports of their scripts) each one can import.
Exit status: 0 when the interpreter steps run with works and can import every module the pipeline needs, 1 when it cannot or the pipeline cannot be read, 2 on wrong usage.</source>
        <translation>列出本机上步骤可使用的 Python 解释器：步骤所用的那个（标 *）、PATH 中以及 /usr/bin 和 /usr/local/bin 中的 python3 与 python3.N，以及当前文件夹和流水线所在文件夹中的虚拟环境。给出流水线时，检查每个解释器能导入其步骤所需模块（环境的 conda 文件与脚本的导入）中的哪些。
退出状态：步骤所用的解释器可运行且能导入流水线所需的全部模块时为 0；不能或无法读取流水线时为 1；用法错误时为 2。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Interpreter</source>
        <translation>解释器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Found as</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imports</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(and %1 more found that did not run, such as version shims without their version; --json lists them)</source>
        <translation>（另有 %1 个找到但无法运行，例如缺少对应版本的版本垫片；--json 会列出它们）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>give at most one pipeline file</source>
        <translation>最多给出一个流水线文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../app/cli/runcommand.cpp" line="+110"/>
        <location filename="../app/cli/submitcommand.cpp" line="+144"/>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The steps of %1 name no Python module outside the standard library.</source>
        <translation>%1 的步骤未用到标准库以外的 Python 模块。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The steps of %1 need: %2</source>
        <translation>%1 的步骤需要：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Steps run with the interpreter marked *; to choose another: pipewright run --python PATH, or set PIPEWRIGHT_PYTHON.</source>
        <translation>步骤使用标 * 的解释器运行；如需改用其他解释器：pipewright run --python PATH，或设置 PIPEWRIGHT_PYTHON。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>hint: %1 could not import %2 (step %3). The step&apos;s command starts that interpreter by its path, so --python does not change it: install the module into it, or let the command start python by name.</source>
        <translation>提示：%1 无法导入 %2（步骤 %3）。该步骤的命令按路径启动这个解释器，因此 --python 不会改变它：请把该模块安装到这个解释器中，或让命令按名称启动 python。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>hint: %1 could not import %2 (step %3).</source>
        <translation>提示：%1 无法导入 %2（步骤 %3）。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>hint: no other Python interpreter found on this machine can import %1; install it for %2, or make a virtual environment with it in the pipeline&apos;s folder and run again with --python ENV/bin/python</source>
        <translation>提示：本机上找不到其他能导入 %1 的 Python 解释器；请为 %2 安装它，或在流水线所在文件夹中创建含有它的虚拟环境，再用 --python ENV/bin/python 重新运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint: %1 can import every module the steps need; run again with it: %2</source>
        <translation>提示：%1 能导入步骤所需的全部模块；用它重新运行：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hint: %1 can import %2, though not %3, which the steps also name; run again with it: %4</source>
        <translation>提示：%1 能导入 %2，但不能导入步骤还用到的 %3；用它重新运行：%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hint: every interpreter found, and what it can import: pipewright python %1</source>
        <translation>提示：查看找到的所有解释器及其可导入的模块：pipewright python %1</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="-254"/>
        <source>list: how many jobs to show (default 30).</source>
        <translation>list：要显示的作业数（默认为 30）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list, show: text (default) or json.</source>
        <translation>list、show：text（默认）或 json。</translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="-213"/>
        <location filename="../app/cli/jobscommand.cpp" line="+2"/>
        <source>logs: keep printing new lines until the job ends.</source>
        <translation>logs：持续输出新行，直到作业结束。</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+5"/>
        <source>rerun: run every step again.</source>
        <translation>rerun：重新运行每个步骤。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>list, show, logs, cancel, outputs or rerun.</source>
        <translation>list、show、logs、cancel、outputs 或 rerun。</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>no job &apos;%1&apos; (or the prefix matches several jobs); see &apos;pipewright jobs list&apos;</source>
        <translation>没有作业 &apos;%1&apos;（或该前缀匹配多个作业）；请参阅 &apos;pipewright jobs list&apos;</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>give an action: list, show, logs, cancel, outputs or rerun</source>
        <translation>请指定操作：list、show、logs、cancel、outputs 或 rerun</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown action &apos;%1&apos;; use list, show, logs, cancel, outputs or rerun</source>
        <translation>未知操作 &apos;%1&apos;；请使用 list、show、logs、cancel、outputs 或 rerun</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; needs a job id</source>
        <translation>&apos;%1&apos; 需要作业 ID</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is offered for jobs of this machine only; an Azure ML job is cancelled whole and submitted again with &apos;pipewright submit&apos;</source>
        <translation>“%1”仅适用于本机的作业；Azure ML 作业只能整体取消，并用“pipewright submit”重新提交</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No jobs yet. Start one with &apos;pipewright run PIPELINE&apos;.</source>
        <translation>还没有作业。请使用 &apos;pipewright run PIPELINE&apos; 启动作业。</translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+68"/>
        <location filename="../app/cli/jobscommand.cpp" line="+4"/>
        <source>JOB</source>
        <translation>作业</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="-247"/>
        <source>show, logs, outputs: only this step (as STEP); cancel: only this step; rerun: run this step again (repeatable).</source>
        <translation>show、logs、outputs：仅此步骤（同 STEP）；cancel：仅此步骤；rerun：再次运行此步骤（可重复）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rerun: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH).</source>
        <translation>rerun：用此 Python 解释器运行步骤（默认：$PIPEWRIGHT_PYTHON，否则为 PATH 中的 python3）。</translation>
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
        <translation>本机后端的作业。
  list              最近的作业
  show JOB [STEP]   作业的步骤、状态、时长和原因；并行步骤的微批数、阈值和资源使用峰值；分布式步骤的各个进程
  logs JOB [STEP]   步骤的 std_log.txt（不指定 STEP 时为所有步骤），并行步骤先输出 job_result.txt；--follow 跟踪
  cancel JOB        取消正在运行的作业（或 --step STEP），包括其他进程运行的作业
  outputs JOB       每个步骤的输出文件夹
  rerun JOB         作为新作业再次运行：未完成的步骤（或 --step），其余的重用
JOB 可以是作业 ID 的唯一前缀。
使用 --backend azure（加上工作区和登录选项，或 --profile）时，list、show、logs 和 cancel 作用于 Azure ML 工作区的作业，JOB 为作业名称。</translation>
    </message>
    <message>
        <location line="+219"/>
        <source>STARTED</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIPELINE</source>
        <translation>管道</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two steps given: &apos;%1&apos; and --step &apos;%2&apos;</source>
        <translation>给出了两个步骤：“%1”和 --step“%2”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>job %1 has no step &apos;%2&apos;</source>
        <translation>作业 %1 没有步骤 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job:        %1</source>
        <translation>作业：      %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline:   %1 (%2)</source>
        <translation>管道：      %1 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:     %1</source>
        <translation>状态：      %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started:    %1, ran %2</source>
        <translation>开始时间：  %1，运行了 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason:     %1</source>
        <translation>原因：      %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rerun of:   %1</source>
        <translation>重新运行自：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder:     %1</source>
        <translation>文件夹：    %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input:      %1 = %2</source>
        <translation>输入：      %1 = %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  exit %1</source>
        <translation>  退出代码 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reused the outputs of job %1</source>
        <translation>已重用作业 %1 的输出</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n process(es):</source>
        <translation>
            <numerusform>%n 个进程：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n trial(s), the best by %1 (%2):</source>
        <translation>
            <numerusform>%n 个试验，按 %1 选最佳（%2）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>(no log: the step did not start)</source>
        <translation>（没有日志：步骤未启动）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step &apos;%1&apos; has no log yet: it did not start</source>
        <translation>步骤 &apos;%1&apos; 还没有日志：它未启动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Job %1 already ended: %2</source>
        <translation>作业 %1 已结束：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/azurecommand.cpp" line="+71"/>
        <location filename="../app/cli/jobscommand.cpp" line="+12"/>
        <location filename="../app/cli/submitcommand.cpp" line="+57"/>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/cli/jobscommand.cpp" line="+4"/>
        <source>Cancel requested for job %1; it is still ending.</source>
        <translation>已请求取消作业 %1；作业仍在结束过程中。</translation>
    </message>
    <message>
        <location filename="../app/cli/parallelformat.cpp" line="+112"/>
        <source>Parallel: %1</source>
        <translation>并行：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batches: %1 (%2 succeeded, %3 failed, %4 running); items: %5 (%6 succeeded, %7 failed)</source>
        <translation>微批：%1（%2 个成功，%3 个失败，%4 个运行中）；项：%5（%6 个成功，%7 个失败）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mini_batch_error_threshold %1</source>
        <translation>mini_batch_error_threshold %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error_threshold %1</source>
        <translation>error_threshold %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>allowed_failed_percent %1</source>
        <translation>allowed_failed_percent %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>progress_update_timeout %1 s</source>
        <translation>progress_update_timeout %1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thresholds: %1 (-1: no limit)</source>
        <translation>阈值：%1（-1：无限制）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Node %1: peak CPU %2 %, peak memory %3 (%n sample(s))</source>
        <translation>
            <numerusform>节点 %1：CPU 峰值 %2 %，内存峰值 %3（%n 个样本）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1/%2 mini-batches</source>
        <translation>%1/%2 个微批</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 mini-batches</source>
        <translation>%1 个微批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 failed), %3 items failed, %4 mini-batches/s</source>
        <translation>%1（%2 个失败），%3 项失败，%4 个微批/秒</translation>
    </message>
    <message>
        <location filename="../app/cli/submitcommand.cpp" line="-255"/>
        <source>Set a pipeline input for this job: NAME=VALUE or inputs.NAME=VALUE (repeatable); a local path is uploaded to an Azure ML workspace.</source>
        <translation>为此作业设置管道输入：NAME=VALUE 或 inputs.NAME=VALUE（可重复）；本地路径会上传到 Azure ML 工作区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The job&apos;s name in the workspace (letters, digits, &apos;-&apos; and &apos;_&apos;); default the file&apos;s name:, else the file&apos;s base name and ten random characters.</source>
        <translation>作业在工作区中的名称（字母、数字、“-”和“_”）；默认为文件中的 name:，否则为文件的基本名称加十个随机字符。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The experiment the job belongs to; default the file&apos;s experiment_name:, else the name of the pipeline file&apos;s folder.</source>
        <translation>作业所属的实验；默认为文件中的 experiment_name:，否则为管道文件所在文件夹的名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run every step, even those whose earlier outputs could be reused.</source>
        <translation>运行每个步骤，即使其先前的输出可以重用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the job&apos;s statuses until it ends.</source>
        <translation>跟踪作业的状态直到结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>local: run the steps with this Python interpreter (default: $PIPEWRIGHT_PYTHON, else python3 on PATH).</source>
        <translation>local：用此 Python 解释器运行步骤（默认：$PIPEWRIGHT_PYTHON，否则为 PATH 中的 python3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>text (default) or json (one object on standard output: the job, and its studio link on Azure; progress goes to standard error).</source>
        <translation>text（默认）或 json（在标准输出上输出一个对象：作业，Azure 上还有其工作室链接；进度输出到标准错误）。</translation>
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
        <translation>通过后端提交管道并输出其作业 ID。
  --backend local   本机（默认）；作业在此进程中运行，因此 submit 会像 --wait 一样跟踪到结束
  --backend azure   Azure ML 工作区：上传本地代码和数据，注册管道中写出的组件和环境，创建作业；输出工作室链接
配置：配置文件（$PIPEWRIGHT_CONFIG，否则为 ~/.config/pipewright/config.ini）可以命名工作区，每个一个 INI 节，用 --profile NAME 使用：
  [profiles/prod]
  backend = azure
  subscription = 00000000-0000-0000-0000-000000000000
  resource-group = ml-rg
  workspace = ml-ws
  auth = cli
机密绝不放在那里：服务主体的机密来自 AZURE_CLIENT_SECRET，令牌来自 PIPEWRIGHT_ACCESS_TOKEN。
退出状态：作业已提交（使用 --wait 时：已完成）为 0，被拒绝、失败或被取消为 1，用法错误为 2。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: the file does not parse as YAML, so --name and --experiment cannot be set; &apos;pipewright validate %1&apos; shows why</source>
        <translation>%1：该文件无法解析为 YAML，因此不能设置 --name 和 --experiment；“pipewright validate %1”会说明原因</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 cannot be set to &apos;%3&apos;</source>
        <translation>%1：%2 不能设为“%3”</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the status of job %1 could not be read: %2</source>
        <translation>无法读取作业 %1 的状态：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>没有应答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>warning: the status of job %1 could not be read (%2); trying again</source>
        <translation>警告：无法读取作业 %1 的状态（%2）；正在重试</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Stopped waiting; job %1 goes on in the workspace (cancel it with &apos;pipewright jobs cancel %1 --backend azure …&apos;).</source>
        <translation>已停止等待；作业 %1 在工作区中继续运行（可用“pipewright jobs cancel %1 --backend azure …”取消）。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--name &apos;%1&apos; is not a job name: letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or a digit, at most 255</source>
        <translation>--name“%1”不是作业名称：只能含字母、数字、“-”和“_”，以字母或数字开头，最多 255 个字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--experiment needs a name</source>
        <translation>--experiment 需要一个名称</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>warning: the local backend names its jobs itself; --name is not used</source>
        <translation>警告：本机后端自行命名作业；不使用 --name</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>warning: a workspace runs the steps in their environments; --python is not used</source>
        <translation>警告：工作区在步骤各自的环境中运行它们；--python 不起作用</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: the workspace gave no job id</source>
        <translation>%1：工作区没有给出作业 ID</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job %1 submitted to %2.</source>
        <translation>作业 %1 已提交到 %2。</translation>
    </message>
    <message>
        <location filename="../app/cli/pricescommand.cpp" line="-133"/>
        <source>The region (armRegionName, e.g. westeurope); default: the setting compute/priceRegion, else eastus.</source>
        <translation>区域（armRegionName，如 westeurope）；默认：设置项 compute/priceRegion，否则为 eastus。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the region&apos;s prices anew from the Azure Retail Prices API (no sign-in needed) and keep them.</source>
        <translation>从 Azure 零售价格 API 重新获取该区域的价格（无需登录）并保存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only sizes whose name holds TEXT.</source>
        <translation>只列出名称包含 TEXT 的规格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every size of the list, not only the sizes Azure ML offers (the common sizes).</source>
        <translation>列出价格表中的所有规格，而不仅是 Azure ML 提供的（常用）规格。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Linux VM prices per hour of a region (pay-as-you-go, Spot, low priority) as last taken from the Azure Retail Prices API, with the date they were taken. The studio&apos;s compute picker and &apos;vm-sizes&apos; show the same list. PIPEWRIGHT_RETAIL_PRICES_URL points --refresh at another address.</source>
        <translation>某区域 Linux VM 每小时价格（即用即付、Spot、低优先级），取自最近一次从 Azure 零售价格 API 获取的结果，并注明获取日期。工作室的计算选择器和 &apos;vm-sizes&apos; 显示同一价格表。PIPEWRIGHT_RETAIL_PRICES_URL 可让 --refresh 使用其他地址。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>--region must be a region name such as eastus or westeurope; got &apos;%1&apos;</source>
        <translation>--region 必须是区域名称，如 eastus 或 westeurope；得到的是 &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n VM size(s) of %1 taken from %3 (pages read: %2), kept in %4</source>
        <translation>
            <numerusform>已从 %3 获取 %1 的 %n 个 VM 规格（读取 %2 页），保存在 %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no prices of %1 have been taken yet; run &apos;pipewright prices --region %1 --refresh&apos;</source>
        <translation>尚未获取 %1 的价格；请运行 &apos;pipewright prices --region %1 --refresh&apos;</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Linux prices per hour in %1, %2, taken %3 from %4</source>
        <translation>%1 的 Linux 每小时价格，%2，于 %3 从 %4 获取</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No size matches.</source>
        <translation>没有匹配的规格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PAY-AS-YOU-GO</source>
        <translation>即用即付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SPOT</source>
        <translation>SPOT</translation>
    </message>
</context>
<context>
    <name>ComputeJson</name>
    <message>
        <location filename="../models/core/compute/computejson.cpp" line="+31"/>
        <location line="+558"/>
        <source>not valid JSON at offset %1: %2</source>
        <translation>偏移 %1 处不是有效的 JSON:%2</translation>
    </message>
    <message>
        <location line="-548"/>
        <source>the service answered with an error: %1: %2</source>
        <translation>服务返回错误:%1:%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>missing (expected a list)</source>
        <translation>缺失(应为列表)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+211"/>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+12"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+166"/>
        <source>expected a whole number from 0</source>
        <translation>应为从 0 起的整数</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+89"/>
        <location line="+112"/>
        <location line="+47"/>
        <location line="+18"/>
        <location line="+176"/>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <location line="-430"/>
        <source>missing (expected {value, localizedValue})</source>
        <translation>缺失(应为 {value, localizedValue})</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>missing (expected an object)</source>
        <translation>缺失(应为对象)</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>expected an object of instance types</source>
        <translation>应为实例类型的对象</translation>
    </message>
    <message>
        <location line="+286"/>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>未知种类“%1”</translation>
    </message>
</context>
<context>
    <name>EnvironmentFiles</name>
    <message>
        <location filename="../models/core/document/environmentfile.cpp" line="+24"/>
        <source>%1:%2:%3: not a YAML mapping: %4</source>
        <translation>%1:%2:%3：不是 YAML 映射：%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is empty or a list</source>
        <translation>文件为空或是列表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is neither a conda file (with dependencies:) nor an environment definition (with image:).</source>
        <translation>%1 既不是 conda 文件（含 dependencies:），也不是环境定义（含 image:）。</translation>
    </message>
</context>
<context>
    <name>Http</name>
    <message>
        <location filename="../models/backends/azure/httpclient.cpp" line="+90"/>
        <source>&apos;%1&apos; is not a complete address (scheme and host are needed).</source>
        <translation>“%1”不是完整的地址（需要协议和主机）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refusing plain http:// for %1: only loopback addresses (127.0.0.1, ::1, localhost) may be reached without TLS. Use https://.</source>
        <translation>拒绝对 %1 使用明文 http://:只有回环地址（127.0.0.1、::1、localhost）可以不经 TLS 访问。请使用 https://。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsupported scheme &apos;%1&apos; in %2: use https://.</source>
        <translation>%2 中的协议“%1”不受支持：请使用 https://。</translation>
    </message>
    <message>
        <location line="+307"/>
        <source>%1 was not sent: %2</source>
        <translation>%1 未发送：%2</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>The connection is closing; %1 was not sent.</source>
        <translation>连接正在关闭;%1 未发送。</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+41"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>%1 %2: %3.</source>
        <translation>%1 %2：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2: no complete answer within %3 s (%4).</source>
        <translation>%1 %2:%3 秒内未收到完整响应（%4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2: the server&apos;s TLS certificate could not be verified (%3); the request was not sent.</source>
        <translation>%1 %2：无法验证服务器的 TLS 证书（%3）；未发送请求。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not reach %1: its name does not resolve (no network, or a proxy or VPN is needed). (%2 %3, %4 attempt(s): %5)</source>
        <translation>无法访问 %1：无法解析其名称（没有网络，或需要代理或 VPN）。（%2 %3，%4 次尝试：%5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not connect to %1: nothing answers there (no network, a firewall, or the service is down). (%2 %3, %4 attempt(s): %5)</source>
        <translation>无法连接到 %1：那里没有任何应答（没有网络、被防火墙阻止，或服务已停止）。（%2 %3，%4 次尝试：%5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 failed after %3 attempt(s): %4.</source>
        <translation>%1 %2 在 %3 次尝试后失败:%4。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 %2 was cancelled.</source>
        <translation>%1 %2 已取消。</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/curlapi.cpp" line="+16"/>
        <source>libcurl could not be loaded (%1): install the libcurl4 package.</source>
        <translation>无法加载 libcurl（%1）：请安装 libcurl4 软件包。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 lacks the function %2: libcurl 7.85 or later is needed.</source>
        <translation>%1 缺少函数 %2：需要 libcurl 7.85 或更高版本。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>libcurl could not be initialised: %1</source>
        <translation>无法初始化 libcurl：%1</translation>
    </message>
</context>
<context>
    <name>InstanceType</name>
    <message>
        <location filename="../models/core/compute/instancetype.cpp" line="+78"/>
        <source>The instance type name &apos;%1&apos; must be lower-case letters, digits and &apos;-&apos;, start and end with a letter or digit, at most 63 characters.</source>
        <translation>实例类型名称“%1”只能包含小写字母、数字和“-”，以字母或数字开头和结尾，最多 63 个字符。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <source>%1 must not be empty.</source>
        <translation>%1 不能为空。</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 &apos;%2&apos; is not a CPU quantity: use cores (&quot;2&quot;, &quot;0.5&quot;) or millicores (&quot;100m&quot;).</source>
        <translation>%1“%2”不是 CPU 数量：请使用核数（&quot;2&quot;、&quot;0.5&quot;）或毫核（&quot;100m&quot;）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>%1 must not be 0.</source>
        <translation>%1 不能为 0。</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 &apos;%2&apos; is not a memory quantity: use Ki, Mi, Gi (or K, M, G), e.g. &quot;1024Mi&quot;.</source>
        <translation>%1“%2”不是内存数量：请使用 Ki、Mi、Gi(或 K、M、G),例如 &quot;1024Mi&quot;。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The CPU request (%1) is above the limit (%2): requests must not exceed limits.</source>
        <translation>CPU 请求（%1）高于限制(%2):请求不能超过限制。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The memory request (%1) is above the limit (%2): requests must not exceed limits.</source>
        <translation>内存请求（%1）高于限制(%2):请求不能超过限制。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A GPU may be given only under resources.limits (nvidia.com/gpu), not under requests.</source>
        <translation>GPU 只能在 resources.limits(nvidia.com/gpu)下指定，不能在 requests 下指定。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nvidia.com/gpu &apos;%1&apos; must be a whole number (0 or more).</source>
        <translation>nvidia.com/gpu“%1”必须是整数（0 或更大）。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>The compute %1 has no instance type named %2.</source>
        <translation>计算 %1 没有名为 %2 的实例类型。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The limit %1 (%2) must be below the instance type %3&apos;s (%4).</source>
        <translation>限制 %1(%2)必须低于实例类型 %3 的限制（%4）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The step asks for %1 GPUs; the instance type %2 has %3.</source>
        <translation>该步骤请求 %1 个 GPU;实例类型 %2 只有 %3 个。</translation>
    </message>
</context>
<context>
    <name>InstanceTypeYaml</name>
    <message>
        <location filename="../models/core/compute/instancetypeyaml.cpp" line="+80"/>
        <source>nothing (null)</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alias without anchor</source>
        <translation>没有锚点的别名</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1; only the first is read</source>
        <translation>%1；只读取第一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds more than one YAML document; only the first is read (an InstanceTypeList holds several types in one document)</source>
        <translation>文件包含多个 YAML 文档；只读取第一个（InstanceTypeList 可在一个文档中包含多个类型）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file is empty; an instance type needs apiVersion, kind, metadata.name and spec</source>
        <translation>文件为空；实例类型需要 apiVersion、kind、metadata.name 和 spec</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1 must be a mapping; it is %2</source>
        <translation>%1 必须是映射；实际是%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be a quantity (a string such as &quot;500m&quot; or &quot;2Gi&quot;, or a number); it is %2</source>
        <translation>%1 必须是数量（如“500m”或“2Gi”的字符串，或数字）；实际是%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be a string; it is %2 (quote it: &quot;%3&quot;)</source>
        <translation>%1 必须是字符串；实际是%2（请加引号：&quot;%3&quot;）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown key &apos;%1&apos; in %2 (known: %3); it is not read</source>
        <translation>%2 中的未知键“%1”（已知：%3）；不会读取</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>apiVersion is empty; write %1</source>
        <translation>apiVersion 为空；请写 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>apiVersion &apos;%1&apos; is not %2, the version of Azure ML&apos;s instance types</source>
        <translation>apiVersion“%1”不是 Azure ML 实例类型的版本 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>apiVersion is missing; write %1</source>
        <translation>apiVersion 缺失；请写 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+27"/>
        <source>kind is empty; write %1</source>
        <translation>kind 为空；请写 %1</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>kind &apos;%1&apos; of an item is not %2</source>
        <translation>某个条目的 kind“%1”不是 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the document must be a mapping with apiVersion, kind, metadata and spec; it is %1</source>
        <translation>文档必须是包含 apiVersion、kind、metadata 和 spec 的映射；实际是%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>kind is missing; write %1</source>
        <translation>kind 缺失；请写 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kind &apos;%1&apos; is neither %2 nor %3</source>
        <translation>kind“%1”既不是 %2 也不是 %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the list has no items; give each instance type as an item with metadata and spec</source>
        <translation>列表中没有条目；请将每个实例类型写成包含 metadata 和 spec 的条目</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>items must be a list of instance types; it is %1</source>
        <translation>items 必须是实例类型的列表；实际是%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an item of items must be a mapping with metadata and spec; it is %1</source>
        <translation>items 中的条目必须是包含 metadata 和 spec 的映射；实际是%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an item</source>
        <translation>一个条目</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>metadata.name is missing: every instance type needs a name (lower-case letters, digits and &apos;-&apos;)</source>
        <translation>缺少 metadata.name：每个实例类型都需要名称（小写字母、数字和“-”）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>spec.%1 must not be empty: give a whole number, or leave the key out</source>
        <translation>spec.%1 不能为空：请给出整数，或省略该键</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a node selector key must be a label name; it is %1</source>
        <translation>节点选择器的键必须是标签名称；实际是%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>node selector key &apos;%1&apos;: %2</source>
        <translation>节点选择器键“%1”：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the node selector %1 has no value: it selects nodes whose label %1 is empty; write &quot;&quot; to say so</source>
        <translation>节点选择器 %1 没有值：它会选择标签 %1 为空的节点；如果确实如此，请写 &quot;&quot;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node selector %1: the value &apos;%2&apos;: %3</source>
        <translation>节点选择器 %1：值“%2”：%3</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>a label name must not be empty</source>
        <translation>标签名称不能为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the prefix before &apos;/&apos; must be a DNS subdomain (lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, at most 253 characters)</source>
        <translation>“/”之前的前缀必须是 DNS 子域（小写字母、数字、“-”和“.”，最多 253 个字符）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a label name is at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, starting and ending with a letter or digit</source>
        <translation>标签名称最多 63 个字母、数字、“-”、“_”和“.”，并以字母或数字开头和结尾</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a label value is empty, or at most 63 letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;, starting and ending with a letter or digit</source>
        <translation>标签值为空，或最多 63 个字母、数字、“-”、“_”和“.”，并以字母或数字开头和结尾</translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <location filename="../views/canvas/graphlayout.cpp" line="+130"/>
        <source>Graphviz could not start</source>
        <translation>Graphviz 无法启动</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Graphviz dot could not lay out the graph</source>
        <translation>Graphviz dot 无法为此图布局</translation>
    </message>
    <message>
        <location filename="../views/canvas/graphvizapi.cpp" line="+16"/>
        <source>Graphviz could not be loaded (%1): install the libgvc6 package.</source>
        <translation>无法加载 Graphviz（%1）：请安装 libgvc6 软件包。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 lacks %2: Graphviz 2.42 or later is needed.</source>
        <translation>%1 缺少 %2：需要 Graphviz 2.42 或更高版本。</translation>
    </message>
</context>
<context>
    <name>ParallelLogs</name>
    <message>
        <location filename="../models/core/parallel/parallellogs.cpp" line="+88"/>
        <source>Still running, or stopped before it wrote its result (there is no job_result.txt).</source>
        <translation>仍在运行，或在写出结果之前已停止（没有 job_result.txt）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Completed: every mini-batch was processed.</source>
        <translation>已完成：所有微批都已处理。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canceled: the step was stopped before it processed every mini-batch.</source>
        <translation>已取消：步骤在处理完所有微批之前被停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown: job_result.txt is empty.</source>
        <translation>未知：job_result.txt 为空。</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>the header has no &quot;Mini-batch Id&quot; column; the rows cannot be read</source>
        <translation>表头没有“Mini-batch Id”列；无法读取各行</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../models/core/parallel/parallellogs_perf.cpp" line="+37"/>
        <source>expected %1 fields, found %2</source>
        <translation>应有 %1 个字段，实际为 %2 个</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the mini-batch id &quot;%1&quot; or picked count is not a number</source>
        <translation>微批 ID“%1”或拾取次数不是数字</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>the node&apos;s folder holds no resource usage files (node_resource_usage.csv, processes_resource_usage.csv)</source>
        <translation>该节点的文件夹中没有资源使用文件（node_resource_usage.csv、processes_resource_usage.csv）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>missing: the step still runs, or it stopped before writing its result</source>
        <translation>缺失：步骤仍在运行，或在写出结果之前已停止</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>missing: the node processed mini-batches but has no resource usage files</source>
        <translation>缺失：该节点处理过微批，但没有资源使用文件</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>further problems not listed: %1</source>
        <translation>未列出的其他问题：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the last row has no line end yet (the file is still being written, or it was cut short)</source>
        <translation>最后一行还没有行尾（文件仍在写入，或已被截断）</translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallellogs_perf.cpp" line="+22"/>
        <source>the header has no &quot;Utc Time&quot; or &quot;Cpu Percent&quot; column</source>
        <translation>表头没有“Utc Time”或“Cpu Percent”列</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+36"/>
        <source>&quot;%1&quot; is not a time</source>
        <translation>“%1”不是时间</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>the CPU percentage &quot;%1&quot; is not a number</source>
        <translation>CPU 百分比“%1”不是数字</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a memory, disk or network figure is not a number</source>
        <translation>内存、磁盘或网络数值不是数字</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the header lacks one of &quot;Utc Time&quot;, &quot;Process&quot;, &quot;Cpu Percent&quot;, &quot;Memory RSS (MB)&quot;</source>
        <translation>表头缺少“Utc Time”、“Process”、“Cpu Percent”、“Memory RSS (MB)”之一</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the CPU percentage or memory size is not a number</source>
        <translation>CPU 百分比或内存大小不是数字</translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallellogs_table.cpp" line="+55"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>Quota</name>
    <message>
        <location filename="../models/core/compute/quota.cpp" line="+83"/>
        <source>The VM size %1 is not offered in this region for %2.</source>
        <translation>此区域的 %2 不提供 VM 大小 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a size from the region&apos;s list (pipewright vm-sizes).</source>
        <translation>请从该区域的列表中选择大小（pipewright vm-sizes）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 series of %2 is retired (since %3).</source>
        <translation>%2 所属的 %1 系列已停用（自 %3 起）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recreate the compute with a size of another series.</source>
        <translation>请使用其他系列的大小重新创建该计算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 series is restricted: its quota needs approval.</source>
        <translation>%1 系列受限：其配额需要审批。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request quota for it with a support request.</source>
        <translation>请通过支持请求申请其配额。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The VM size %1 cannot run at low priority.</source>
        <translation>VM 大小 %1 不能以低优先级运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the dedicated tier or a size that supports low priority.</source>
        <translation>请使用专用层级，或支持低优先级的大小。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Low-priority nodes may be preempted; a preempted job must be restarted.</source>
        <translation>低优先级节点可能被抢占；被抢占的作业必须重新启动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CUDA %1 is too old for %2 GPUs (%3 needs CUDA %4 or later).</source>
        <translation>CUDA %1 对 %2 GPU 来说太旧（%3 需要 CUDA %4 或更高版本）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use an environment with a newer CUDA, or another GPU series.</source>
        <translation>请使用带有更新 CUDA 的环境，或其他 GPU 系列。</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+234"/>
        <source>Pick another size, or request quota for this family.</source>
        <translation>请选择其他大小，或为此系列申请配额。</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Use %1 instances, request more quota, or change the size.</source>
        <translation>请使用 %1 个实例、申请更多配额，或更换大小。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Wait, or choose a size of another family.</source>
        <translation>请等待，或选择其他系列的大小。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use fewer instances, request more quota, or run on serverless compute.</source>
        <translation>请减少实例数、申请更多配额，或在无服务器计算上运行。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Needs %1 vCPUs; %2 are free.</source>
        <translation>需要 %1 个 vCPU;可用 %2 个。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no quota for %1 (%2): no job of this size can run.</source>
        <translation>%1(%2)没有配额：此大小的作业都无法运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dedicated</source>
        <translation>专用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Needs %1 vCPUs but the limit is %2: at most %3 instances of this size fit.</source>
        <translation>需要 %1 个 vCPU,但限制为 %2：此大小最多可容纳 %3 个实例。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Needs %1 vCPUs; only %2 are free now, the rest is in use: the job will queue until it frees.</source>
        <translation>需要 %1 个 vCPU;目前只有 %2 个可用，其余正在使用：作业将排队等待释放。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs %1 vCPUs; only %2 are free now: the job may fail.</source>
        <translation>需要 %1 个 vCPU;目前只有 %2 个可用：作业可能失败。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The compute %1 is not in the workspace.</source>
        <translation>计算 %1 不在该工作区中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create it, or choose one of the workspace&apos;s computes.</source>
        <translation>请创建它，或选择工作区中的某个计算。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whether the workspace has the compute %1 is not known here: no computes are listed.</source>
        <translation>此处无法得知工作区是否有计算资源 %1：未列出任何计算资源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is checked when the job is submitted to a workspace.</source>
        <translation>将作业提交到工作区时会检查它。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The cluster %1 has at most %2 nodes; %3 instances were asked for.</source>
        <translation>群集 %1 最多有 %2 个节点；请求了 %3 个实例。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lower instance_count or raise the cluster&apos;s maximum.</source>
        <translation>请降低 instance_count,或提高群集的最大值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cluster %1 is busy: the job will queue behind the running ones.</source>
        <translation>群集 %1 正忙：作业将排在正在运行的作业之后。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wait, raise the cluster&apos;s maximum, or run on serverless compute.</source>
        <translation>请等待、提高群集的最大值，或在无服务器计算上运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster %1 is scaling down: the job waits until it has, then scales up.</source>
        <translation>群集 %1 正在缩减：作业会等待缩减完成，然后再扩展。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Use 3 to 24 letters, digits or &apos;-&apos;, starting with a letter and not ending in &apos;-&apos; and digits.</source>
        <translation>请使用 3 到 24 个字母、数字或“-”，以字母开头，且不能以“-”加数字结尾。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The node counts must satisfy 0 ≤ minimum ≤ maximum and maximum ≥ 1 (%1, %2).</source>
        <translation>节点数必须满足 0 ≤ 最小值 ≤ 最大值且最大值 ≥ 1(%1,%2)。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n node(s) stay allocated and billed even when idle.</source>
        <translation>
            <numerusform>%n 个节点即使空闲也会保持分配并计费。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the minimum to 0 so that an idle cluster costs nothing.</source>
        <translation>请将最小值设为 0,这样空闲的群集不产生费用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cluster is in %1, the workspace in %2: expect latency and data transfer costs.</source>
        <translation>群集位于 %1,工作区位于 %2：会有延迟和数据传输费用。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A VM size is required.</source>
        <translation>需要指定 VM 大小。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 nodes need %2 vCPUs but the limit is %3: the maximum cannot be reached.</source>
        <translation>%1 个节点需要 %2 个 vCPU,但限制为 %3：无法达到最大值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lower the maximum or request more quota.</source>
        <translation>请降低最大值或申请更多配额。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Steps on %1 together need up to %2 vCPUs and %3 are free: some will queue.</source>
        <translation>%1 上的步骤合计最多需要 %2 个 vCPU,可用 %3 个：部分步骤将排队。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>The compute name &apos;%1&apos; must be 3 to 24 characters long.</source>
        <translation>计算名称“%1”的长度必须为 3 到 24 个字符。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The compute name &apos;%1&apos; must start with a letter.</source>
        <translation>计算名称“%1”必须以字母开头。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The compute name &apos;%1&apos; must not end with &apos;-&apos; followed by digits.</source>
        <translation>计算名称“%1”不能以“-”加数字结尾。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The compute name &apos;%1&apos; may hold only letters, digits and &apos;-&apos;.</source>
        <translation>计算名称“%1”只能包含字母、数字和“-”。</translation>
    </message>
</context>
<context>
    <name>RetailPrices</name>
    <message>
        <location filename="../models/core/compute/retailprices.cpp" line="+74"/>
        <location line="+174"/>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1：第 %2 字节处不是 JSON：%3</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>%1: the answer is not a JSON object</source>
        <translation>%1：应答不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Items: missing or not a list; this is not an answer of the Retail Prices API</source>
        <translation>%1：Items 缺失或不是列表；这不是零售价格 API 的应答</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: NextPageLink: %2 is not a URL</source>
        <translation>%1：NextPageLink：%2 不是 URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: NextPageLink: not a string</source>
        <translation>%1：NextPageLink 不是字符串</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2: not an object</source>
        <translation>%1：%2 不是对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2.retailPrice: not a price (%3)</source>
        <translation>%1：%2.retailPrice 不是价格（%3）</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Azure retail prices, %1, %2</source>
        <translation>Azure 零售价格，%1，%2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: not a price list (region and prices are needed)</source>
        <translation>%1：不是价格表（需要 region 和 prices）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: retrievedAt: not a date and time</source>
        <translation>%1：retrievedAt 不是日期时间</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: prices.%2.%3: not a price</source>
        <translation>%1：prices.%2.%3 不是价格</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 cannot be made</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cost: the service picks the size, so no price can be given; choose a size to see one.</source>
        <translation>费用：规格由服务选择，因此无法给出价格；选择一个规格即可看到。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost: the cluster&apos;s size is not known yet.</source>
        <translation>费用：尚不知道该群集的规格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: no price is known for %1 in this region.</source>
        <translation>费用：此区域没有 %1 的价格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost: %1 × %2 at %3 per hour each: %4 per hour</source>
        <translation>费用：%1 × %2，每台每小时 %3：每小时 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cost: %1 at %2 per hour</source>
        <translation>费用：%1，每小时 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(low priority or Spot)</source>
        <translation>（低优先级或 Spot）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its last run took %1: about %2 a run</source>
        <translation>上次运行用时 %1：每次运行约 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1.</source>
        <comment>the end of a sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
</context>
<context>
    <name>RetailPricesClient</name>
    <message>
        <location filename="../models/backends/azure/retailpricesclient.cpp" line="+33"/>
        <source>%1: more than %2 pages of prices; the list was not kept</source>
        <translation>%1：价格超过 %2 页；未保存该价格表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the next page is one already read</source>
        <translation>%1：下一页已读取过</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 answered %2: %3</source>
        <translation>%1 应答 %2：%3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the next page is on another host (%2)</source>
        <translation>%1：下一页位于另一主机（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 lists no Linux VM prices for the region %2</source>
        <translation>%1 没有列出区域 %2 的 Linux VM 价格</translation>
    </message>
</context>
<context>
    <name>RunHistory</name>
    <message>
        <location filename="../models/backends/azure/runhistory.cpp" line="+51"/>
        <source>The workspace %1 names no discoveryUrl.</source>
        <translation>工作区 %1 未提供 discoveryUrl。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The discovery document at %1 names no usable &quot;api&quot; host.</source>
        <translation>%1 处的发现文档未提供可用的 &quot;api&quot; 主机。</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <location filename="../models/backends/azure/secretstore.cpp" line="+29"/>
        <source>it is not a Pipewright keychain plugin of this version</source>
        <translation>它不是此版本 Pipewright 的钥匙串插件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the keychain plugin %1 could not be loaded: %2</source>
        <translation>无法加载钥匙串插件 %1：%2</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No system keychain is available (%1): sign-in secrets are kept in memory and forgotten when Pipewright closes.</source>
        <translation>没有可用的系统密钥环(%1):登录机密保存在内存中,Pipewright 关闭后即被遗忘。</translation>
    </message>
</context>
<context>
    <name>WorkspaceConnection</name>
    <message>
        <location filename="../models/core/runs/workspaceconnection.cpp" line="+49"/>
        <source>it is not JSON: %1 at offset %2</source>
        <translation>它不是 JSON：偏移量 %2 处%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a JSON object</source>
        <translation>它不是 JSON 对象</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>it has no %1</source>
        <translation>其中缺少 %1</translation>
    </message>
</context>
<context>
    <name>WorkspaceIconProvider</name>
    <message>
        <location filename="../ui/workspace/workspaceiconprovider.cpp" line="+48"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YAML file</source>
        <translation>YAML 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python script</source>
        <translation>Python 脚本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV file</source>
        <translation>CSV 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MLTable file</source>
        <translation>MLTable 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 file</source>
        <translation>%1 文件</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/studio/main.cpp" line="+65"/>
        <source>Pipewright Studio: design, check and run Azure Machine Learning pipelines.</source>
        <translation>Pipewright Studio：设计、检查和运行 Azure 机器学习管道。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pipeline files to open, and/or a workspace folder.</source>
        <translation>要打开的管道文件和/或工作区文件夹。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Save a picture of the window to FILE (PNG) once it is shown, then quit. The window has its default layout; your settings and recent files are neither used nor changed (only the language is kept).</source>
        <translation>窗口显示后将其截图保存到 FILE（PNG），然后退出。窗口使用默认布局；不会读取也不会更改您的设置和最近打开的文件（仅保留界面语言）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open a view once the window is shown: &quot;quota&quot; (the quota and usage dashboard), &quot;compute&quot; (the compute picker of the pipeline) or &quot;compute:STEP[:KIND]&quot; (of a step, on serverless, cluster, kubernetes or local); with --open-logs, the panel&apos;s tab: overview, logs, resources or mini-batches. With --screenshot, the picture is of that view.</source>
        <translation>窗口显示后打开一个视图：“quota”（配额和用量仪表板）、“compute”（管道的计算资源选择器）或“compute:STEP[:KIND]”（某个步骤的，KIND 为 serverless、cluster、kubernetes 或 local）；与 --open-logs 一起使用时为面板的选项卡：overview、logs、resources 或 mini-batches。与 --screenshot 一起使用时，截图为该视图。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open a parallel step&apos;s logs folder (Azure ML&apos;s layout, or a step&apos;s run folder) in the parallel-step panel. With --screenshot, the picture is of that panel.</source>
        <translation>在并行步骤面板中打开并行步骤的日志文件夹（Azure ML 的布局，或步骤的运行文件夹）。与 --screenshot 一起使用时，截图为该面板。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log debug messages to standard error.</source>
        <translation>将调试消息记录到标准错误输出。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Sign in to Azure</source>
        <translation>登录 Azure</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Unknown view %1: use quota, compute or compute:STEP.</source>
        <translation>未知视图 %1：请使用 quota、compute 或 compute:STEP。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Could not write the screenshot to %1</source>
        <translation>无法将屏幕截图写入 %1</translation>
    </message>
</context>
<context>
    <name>pw</name>
    <message>
        <location filename="../models/backends/jobplan.cpp" line="+965"/>
        <source>the file is not valid YAML</source>
        <translation>该文件不是有效的 YAML</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is a pipeline component, a part other pipelines use as a step; run a pipeline job that uses it (a step with &apos;type: pipeline&apos; and &apos;component: %1&apos;)</source>
        <translation>这是一个管道组件，是其他管道作为步骤使用的部件；请运行使用它的管道作业（一个带有 &apos;type: pipeline&apos; 和 &apos;component: %1&apos; 的步骤）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>this is not a pipeline job (type: pipeline); open a pipeline file to run it</source>
        <translation>这不是管道作业（type: pipeline）；请打开管道文件来运行</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>there is no pipeline input &apos;%1&apos; to set; the inputs are: %2</source>
        <translation>没有可设置的管道输入 &apos;%1&apos;；现有的输入为：%2</translation>
    </message>
    <message>
        <location filename="../models/core/base/fileio.cpp" line="+38"/>
        <source>&apos;%1&apos; does not exist</source>
        <translation>&apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is a folder, not a file</source>
        <translation>&apos;%1&apos; 是文件夹，不是文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is %2 MB; files over 256 MB are not opened</source>
        <translation>&apos;%1&apos; 的大小为 %2 MB；不会打开超过 256 MB 的文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+5"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot save &apos;%1&apos;: %2; the file on disk was left unchanged</source>
        <translation>无法保存 &apos;%1&apos;：%2；磁盘上的文件保持不变</translation>
    </message>
    <message>
        <location filename="../models/core/validation/azuremlvalues.cpp" line="+242"/>
        <source>mini_batch_size &apos;%1&apos; must be a number of files or a size like 10kb, 10mb, 1gb (no spaces, no decimals)</source>
        <translation>mini_batch_size &apos;%1&apos; 必须是文件数，或 10kb、10mb、1gb 这样的大小（不含空格和小数）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mini_batch_size &apos;%1&apos; is too large</source>
        <translation>mini_batch_size“%1”过大</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mini_batch_size must be at least 1</source>
        <translation>mini_batch_size 必须至少为 1</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>mini_batch_size &apos;%1&apos; has more than one unit</source>
        <translation>mini_batch_size &apos;%1&apos; 包含多个单位</translation>
    </message>
    <message>
        <location filename="../models/backends/processutil.cpp" line="+154"/>
        <source>cannot copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the artifacts folder %1</source>
        <translation>无法创建 artifacts 文件夹 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>cannot create the output folder %1</source>
        <translation>无法创建输出文件夹 %1</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+47"/>
        <source>waited for memory: the machine had less than the free memory a step needs to start</source>
        <translation>曾等待内存：计算机的可用内存少于启动步骤所需的内存</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelsettings.cpp" line="+107"/>
        <source>program_arguments: %1 needs a value</source>
        <translation>program_arguments：%1 需要一个值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>program_arguments: %1 %2 is not valid; allowed: %3</source>
        <translation>program_arguments：%1 %2 无效；允许的值：%3</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 (input-less mini-batches of SDK v1) is not supported here and is ignored</source>
        <translation>此处不支持 %1（SDK v1 的无输入微批），将忽略它</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no effect on this machine (there is no parent run to copy to)</source>
        <translation>%1 在本机上无效（没有可复制到的父运行）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no effect on this machine (metrics are not recorded)</source>
        <translation>%1 在本机上无效（不记录指标）</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelinput.cpp" line="+138"/>
        <location line="+52"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: the MLTable file has no `paths` list</source>
        <translation>%1：MLTable 文件中没有 `paths` 列表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a `paths` entry must be `file:`, `folder:` or `pattern:`</source>
        <translation>%1：`paths` 条目必须是 `file:`、`folder:` 或 `pattern:`</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: a `paths` entry must be `file:`, `folder:` or `pattern:` with a path</source>
        <translation>%1：`paths` 条目必须是带路径的 `file:`、`folder:` 或 `pattern:`</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 is not on this machine; the local runtime reads local MLTable paths only</source>
        <translation>%1：%2 不在本机上；本地运行时只能读取本地 MLTable 路径</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is outside the MLTable&apos;s folder; Azure ML uploads only that folder, so name a path inside it</source>
        <translation>%1：%2 在 MLTable 所在文件夹之外；Azure ML 只上传该文件夹，请写该文件夹内的路径</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: file %2 does not exist</source>
        <translation>%1：文件 %2 不存在</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the folder %2 is the whole file system; name a folder below it</source>
        <translation>%1：文件夹 %2 是整个文件系统；请指定其下的某个文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: folder %2 does not exist</source>
        <translation>%1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: pattern %2 would search the whole file system; start it at a folder</source>
        <translation>%1：模式 %2 会搜索整个文件系统；请从某个文件夹开始</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: pattern %2 matches no file</source>
        <translation>%1：模式 %2 未匹配任何文件</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1: extract_columns_from_partition_format needs a partition_format</source>
        <translation>%1：extract_columns_from_partition_format 需要 partition_format</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the MLTable transformation %2 is not applied by the local runtime</source>
        <translation>%1：本地运行时不会应用 MLTable 转换 %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: partition_keys (%2) needs a partitioned MLTable, and this one has no extract_columns_from_partition_format transformation that defines the keys</source>
        <translation>%1：partition_keys（%2）需要分区的 MLTable，而此 MLTable 没有定义这些键的 extract_columns_from_partition_format 转换</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: partition_keys names &apos;%2&apos;, which the partition_format &apos;%3&apos; does not define (it defines %4)</source>
        <translation>%1：partition_keys 指定了“%2”，但 partition_format“%3”没有定义它（已定义：%4）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the MLTable names no read_delimited, read_json_lines or read_parquet transformation, and %2 is not a .csv, .jsonl or .parquet file: the partitions cannot be read as tables</source>
        <translation>%1：MLTable 没有 read_delimited、read_json_lines 或 read_parquet 转换，且 %2 不是 .csv、.jsonl 或 .parquet 文件：无法把分区读成表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: no read_* transformation; the partitions are read as %2 files from their extension</source>
        <translation>%1：没有 read_* 转换；按扩展名把分区读作 %2 文件</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n file(s) of the input do not match the partition_format &apos;%1&apos; and are left out, the first: %2</source>
        <translation>
            <numerusform>输入中有 %n 个文件与 partition_format“%1”不符，已略去，第一个：%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+130"/>
        <source>input_data %1 does not exist</source>
        <translation>input_data %1 不存在</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>partition_keys (%1) needs input_data to be a partitioned MLTable folder; %2 has no MLTable file</source>
        <translation>partition_keys（%1）要求 input_data 是分区的 MLTable 文件夹；%2 中没有 MLTable 文件</translation>
    </message>
    <message>
        <location filename="../models/backends/parallellisting.cpp" line="+171"/>
        <source>cannot read the folder %1: %2</source>
        <translation>无法读取文件夹 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/backends/sweepplan.cpp" line="+92"/>
        <source>sampling_algorithm.rule is sobol; here the trials are drawn at random (a Sobol sequence is the workspace&apos;s)</source>
        <translation>sampling_algorithm.rule 为 sobol；此处试验按随机抽取（Sobol 序列由工作区提供）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sampling_algorithm is missing (random, grid or bayesian)</source>
        <translation>缺少 sampling_algorithm（random、grid 或 bayesian）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sampling_algorithm is bayesian, which learns from the workspace&apos;s earlier trials; here the trials are drawn at random</source>
        <translation>sampling_algorithm 为 bayesian，它从工作区以往的试验中学习；此处试验按随机抽取</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sampling_algorithm &apos;%1&apos; is not one Azure ML knows (random, grid, bayesian)</source>
        <translation>sampling_algorithm“%1”不是 Azure ML 认识的取值（random、grid、bayesian）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>search_space is missing or empty: it names the trial&apos;s inputs to sweep over</source>
        <translation>search_space 缺失或为空：它列出要扫描的试验输入</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: type &apos;%2&apos; is not a sweep distribution (%3)</source>
        <translation>%1：类型“%2”不是扫描分布（%3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: a choice needs a list of values</source>
        <translation>%1：choice 需要一个取值列表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: a choice among nested search spaces does not run on this machine; give plain values</source>
        <translation>%1：在嵌套搜索空间之间的 choice 无法在本机运行；请给出普通取值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: randint needs upper, a whole number of at least 1</source>
        <translation>%1：randint 需要 upper，一个不小于 1 的整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 needs min_value and max_value, min_value ≤ max_value</source>
        <translation>%1：%2 需要 min_value 和 max_value，且 min_value ≤ max_value</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 needs mu and sigma, sigma ≥ 0</source>
        <translation>%1：%2 需要 mu 和 sigma，且 sigma ≥ 0</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 needs q, a number above 0</source>
        <translation>%1：%2 需要 q，一个大于 0 的数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: grid sampling takes only choice parameters; it is %2</source>
        <translation>%1：网格采样只接受 choice 参数；此处为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: bayesian sampling takes only choice, uniform and quniform parameters; it is %2</source>
        <translation>%1：贝叶斯采样只接受 choice、uniform 和 quniform 参数；此处为 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>objective.primary_metric is missing: the metric that chooses the best trial</source>
        <translation>缺少 objective.primary_metric：用来选出最佳试验的指标</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>objective.goal must be minimize or maximize</source>
        <translation>objective.goal 必须是 minimize 或 maximize</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>limits.max_total_trials must be between 1 and 1000, and max_concurrent_trials at least 1</source>
        <translation>limits.max_total_trials 必须在 1 到 1000 之间，max_concurrent_trials 至少为 1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>limits.max_total_trials is not set: up to 1000 trials run, as on Azure ML</source>
        <translation>未设置 limits.max_total_trials：与 Azure ML 相同，最多运行 1000 个试验</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>early_termination: a bandit policy needs one of slack_factor and slack_amount, at least 0</source>
        <translation>early_termination：bandit 策略需要 slack_factor 与 slack_amount 之一，且不小于 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>early_termination: truncation_percentage must be between 1 and 99</source>
        <translation>early_termination：truncation_percentage 必须在 1 到 99 之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>early_termination type &apos;%1&apos; is not one Azure ML knows (bandit, median_stopping, truncation_selection)</source>
        <translation>early_termination 类型“%1”不是 Azure ML 认识的取值（bandit、median_stopping、truncation_selection）</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>the bandit policy stopped it at interval %1: its best %2 is outside the slack of the best trial (%3 = %4)</source>
        <translation>bandit 策略在第 %1 个间隔停止了它：其最佳值 %2 超出了最佳试验的松弛范围（%3 = %4）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the median stopping policy stopped it at interval %1: its best %2 is worse than the median %3 of the other trials&apos; running averages</source>
        <translation>中位数停止策略在第 %1 个间隔停止了它：其最佳值 %2 不如其他试验滑动平均值的中位数 %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the truncation selection policy stopped it at interval %1: its %2 is among the lowest %3 % of the %4 trials there</source>
        <translation>截断选择策略在第 %1 个间隔停止了它：其值 %2 位于该处 %4 个试验中最低的 %3 %</translation>
    </message>
    <message>
        <location filename="../models/core/runs/runcomparison.cpp" line="+201"/>
        <source>The pipeline file of one of the runs was not kept (no snapshot in its folder).</source>
        <translation>其中一次运行的管道文件未被保留（其文件夹中没有快照）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The pipeline files differ in too many lines to show line by line.</source>
        <translation>两个管道文件相差的行数太多，无法逐行显示。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>present</source>
        <translation>存在</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input %1</source>
        <translation>输入 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: one of the runs reused earlier outputs, so its code is not compared</source>
        <translation>%1：其中一次运行复用了先前的输出，因此不比较其代码</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 (best trial)</source>
        <translation>%1（最佳试验）</translation>
    </message>
</context>
<context>
    <name>pw::CanvasAccessibility</name>
    <message>
        <location filename="../views/canvas/canvasaccessible.cpp" line="+282"/>
        <source>Open the step (its source, or the pipeline inside)</source>
        <translation>打开步骤（其源文件或内部管道）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a link from this port</source>
        <translation>从此端口开始连接</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the note</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Output of pipeline input %1</source>
        <translation>管道输入 %1 的输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input of pipeline output %1</source>
        <translation>管道输出 %1 的输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output %1 of %2</source>
        <translation>%2 的输出 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input %1 of %2</source>
        <translation>%2 的输入 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Link from %1 to %2</source>
        <translation>从 %1 到 %2 的连接</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note: %1</source>
        <translation>注释：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pipeline input %1</source>
        <translation>管道输入 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline input %1 (%2)</source>
        <translation>管道输入 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline output %1</source>
        <translation>管道输出 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline output %1 (%2)</source>
        <translation>管道输出 %1（%2）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Step %1 (%2, inline component)</source>
        <translation>步骤 %1（%2，内联组件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 (%2)</source>
        <translation>步骤 %1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 (%2, component %3)</source>
        <translation>步骤 %1（%2，组件 %3）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>runs on %1 (pipeline default)</source>
        <translation>在 %1 上运行（管道默认）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>runs on %1</source>
        <translation>在 %1 上运行</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press Enter to open the pipeline inside</source>
        <translation>按 Enter 打开内部管道</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>linked to %1</source>
        <translation>连接到 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>linked from %1</source>
        <translation>连接自 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>value %1</source>
        <translation>值 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Tab: next node. Period and comma: step through its ports. Enter: open. F2: rename. Arrow keys: move.</source>
        <translation>Tab：下一个节点。句点和逗号：逐个切换其端口。Enter：打开。F2：重命名。方向键：移动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter: choose a port to link this one to (Tab to the next, Enter to link). Ctrl+L: link with a dialog. Delete: remove its links.</source>
        <translation>Enter：选择要与此端口连接的端口（按 Tab 切换到下一个，按 Enter 连接）。Ctrl+L：通过对话框连接。Delete：移除其连接。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter: edit. Arrow keys: move. Alt+arrow keys: resize.</source>
        <translation>Enter：编辑。方向键：移动。Alt+方向键：调整大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete: remove the link.</source>
        <translation>Delete：移除此连接。</translation>
    </message>
</context>
<context>
    <name>pw::CanvasEditor</name>
    <message>
        <location filename="../views/canvas/canvaseditor_add.cpp" line="+63"/>
        <location filename="../views/canvas/canvaseditor_links.cpp" line="+50"/>
        <source>This file is shown read-only.</source>
        <translation>此文件以只读方式显示。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_links.cpp" line="+4"/>
        <source>Both ends are outputs: link an output (right side) to an input (left side).</source>
        <translation>两端都是输出：请将输出（右侧）连接到输入（左侧）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both ends are inputs: link an output (right side) to an input (left side).</source>
        <translation>两端都是输入：请将输出（右侧）连接到输入（左侧）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The node is gone.</source>
        <translation>该节点已不存在。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A step cannot take its own output as input.</source>
        <translation>步骤不能将自身的输出作为输入。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A pipeline input cannot go straight to a pipeline output; pass it through a step.</source>
        <translation>管道输入不能直接连到管道输出；请经由一个步骤传递。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Types do not match: %1 gives %2, %3 takes %4.</source>
        <translation>类型不匹配：%1 提供 %2，%3 接受 %4。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is already linked to %2.</source>
        <translation>%1 已连接到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already bound to %2; delete that link first.</source>
        <translation>%1 已绑定到 %2；请先删除该连接。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The link would make a cycle: %1 already depends on %2.</source>
        <translation>此连接会形成循环：%1 已依赖于 %2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pipeline output %1 already receives %2.%3.</source>
        <translation>管道输出 %1 已接收 %2.%3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is already bound to %2.</source>
        <translation>%1 已绑定到 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 gives %2 and %3 takes %4: Azure ML accepts this, check that the step reads what it gets.</source>
        <translation>%1 提供 %2，%3 接受 %4：Azure 机器学习接受这种连接，请确认该步骤能读取收到的内容。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Link %1 to %2</source>
        <translation>将 %1 连接到 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The binding could not be written into the YAML.</source>
        <translation>无法将绑定写入 YAML。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor.cpp" line="+137"/>
        <source>Delete link</source>
        <translation>删除连接</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Delete %n links</source>
        <translation>
            <numerusform>删除 %n 个连接</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete step %1</source>
        <translation>删除步骤 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Delete %n items</source>
        <translation>
            <numerusform>删除 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_add.cpp" line="+1"/>
        <source>Fix the YAML syntax error first; steps are added to a file that parses.</source>
        <translation>请先修复 YAML 语法错误；只能向可以解析的文件添加步骤。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The component file %1 does not exist.</source>
        <translation>组件文件 %1 不存在。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add step %1</source>
        <translation>添加步骤 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The step could not be written: the pipeline&apos;s &apos;jobs&apos; is not a mapping.</source>
        <translation>无法写入步骤：管道的 &apos;jobs&apos; 不是映射。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor.cpp" line="+15"/>
        <source>There is no step %1.</source>
        <translation>没有步骤 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not a valid step name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>&apos;%1&apos; 不是有效的步骤名称：请使用字母、数字和下划线，且不要以数字开头。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is already a step named %1.</source>
        <translation>已存在名为 %1 的步骤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename step %1 to %2</source>
        <translation>将步骤 %1 重命名为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The step could not be renamed in the YAML.</source>
        <translation>无法在 YAML 中重命名该步骤。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This file cannot be edited.</source>
        <translation>无法编辑此文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 has no input %2.</source>
        <translation>步骤 %1 没有输入 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1.%2 is already bound to %3.</source>
        <translation>%1.%2 已绑定到 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promote %1.%2 to a pipeline input</source>
        <translation>将 %1.%2 提升为管道输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pipeline&apos;s inputs could not be written.</source>
        <translation>无法写入管道的输入。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvaseditor_paste.cpp" line="+39"/>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Duplicate %n steps</source>
        <translation>
            <numerusform>复制 %n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Steps can only be pasted into a pipeline that parses.</source>
        <translation>只能将步骤粘贴到可以解析的管道中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The clipboard holds no pipeline steps (YAML step entries or a &apos;jobs&apos; mapping).</source>
        <translation>剪贴板中没有管道步骤（YAML 步骤条目或 &apos;jobs&apos; 映射）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The steps could not be written: the pipeline&apos;s &apos;jobs&apos; is not a mapping.</source>
        <translation>无法写入步骤：管道的 &apos;jobs&apos; 不是映射。</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Paste %1</source>
        <translation>粘贴 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Paste %n steps</source>
        <translation>
            <numerusform>粘贴 %n 个步骤</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::CanvasExport</name>
    <message>
        <location filename="../views/canvas/canvasexport.cpp" line="+86"/>
        <source>Pipeline canvas exported by Pipewright</source>
        <translation>由 Pipewright 导出的管道画布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the SVG picture could not be drawn</source>
        <translation>无法绘制 SVG 图片</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a %1 × %2 pixel picture does not fit in memory</source>
        <translation>%1 × %2 像素的图片超出可用内存</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the PNG picture could not be encoded</source>
        <translation>无法编码 PNG 图片</translation>
    </message>
</context>
<context>
    <name>pw::CanvasLayout</name>
    <message>
        <location filename="../models/core/document/canvaslayout.cpp" line="+156"/>
        <source>canvas layout</source>
        <translation>画布布局</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1:%2: the canvas layout is not valid JSON (%3); the nodes are arranged automatically</source>
        <translation>%1:%2：画布布局不是有效的 JSON（%3）；将自动排列节点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: the canvas layout must be a JSON object; the nodes are arranged automatically</source>
        <translation>%1：画布布局必须是 JSON 对象；将自动排列节点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: canvas layout version %2 is newer than this Pipewright reads (%3)</source>
        <translation>%1：画布布局版本 %2 比此版本 Pipewright 能读取的版本（%3）新</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the position of &quot;%2&quot; must be [x, y]</source>
        <translation>%1：&quot;%2&quot; 的位置必须是 [x, y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: note %2 needs a unique positive &quot;id&quot;</source>
        <translation>%1：注释 %2 需要唯一的正整数 &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Move</source>
        <translation>移动</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Add note</source>
        <translation>添加注释</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Delete note</source>
        <translation>删除注释</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move note</source>
        <translation>移动注释</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit note</source>
        <translation>编辑注释</translation>
    </message>
</context>
<context>
    <name>pw::CanvasScene</name>
    <message>
        <location filename="../views/canvas/nodevisuals.cpp" line="+444"/>
        <source> (not found)</source>
        <translation>（未找到）</translation>
    </message>
    <message>
        <location line="-221"/>
        <source>inline %1</source>
        <translation>内联 %1</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>from input %1</source>
        <translation>来自输入 %1</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasscene_placement.cpp" line="+88"/>
        <location line="+167"/>
        <source>%1; the canvas used its own layout instead.</source>
        <translation>%1；画布改用自动布局。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Arrange</source>
        <translation>自动排列</translation>
    </message>
    <message>
        <location filename="../views/canvas/nodeitem.cpp" line="+48"/>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Compute: %1 (pipeline default)</source>
        <translation>计算：%1（管道默认值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double-click to open the pipeline inside</source>
        <translation>双击以打开内部管道</translation>
    </message>
</context>
<context>
    <name>pw::CanvasView</name>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+31"/>
        <source>Pipeline canvas</source>
        <translation>管道画布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps, pipeline inputs and outputs, and the links between them</source>
        <translation>步骤、管道输入和输出，以及它们之间的连接</translation>
    </message>
    <message>
        <location line="+474"/>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="+289"/>
        <source>Move %1</source>
        <translation>移动 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="+1"/>
        <source>Move %n items</source>
        <translation>
            <numerusform>移动 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="+129"/>
        <source>Link %1 → %2</source>
        <translation>连接 %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Link %1 → %2 (check: %3)</source>
        <translation>连接 %1 → %2（请检查：%3）</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+36"/>
        <location filename="../views/canvas/linkdrag.cpp" line="+2"/>
        <source>Cannot link: %1</source>
        <translation>无法连接：%1</translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="+4"/>
        <source>Drop on an input port (left side of a step)</source>
        <translation>请放到输入端口上（步骤左侧）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop on an output port (right side of a step)</source>
        <translation>请放到输出端口上（步骤右侧）</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="-229"/>
        <source>This pipeline is shown read-only; open its file to change it.</source>
        <translation>此管道以只读方式显示；请打开其文件进行更改。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_notes.cpp" line="+84"/>
        <location line="+25"/>
        <source>Resize Note</source>
        <translation>调整注释大小</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Resize %n notes</source>
        <translation>
            <numerusform>调整 %n 个注释的大小</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/canvas/linkdrag.cpp" line="-3"/>
        <source>Tab: next port · Enter: link · Esc: cancel</source>
        <translation>Tab：下一个端口 · Enter：连接 · Esc：取消</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_keyboard.cpp" line="-188"/>
        <source>No link made.</source>
        <translation>未创建连接。</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>Note: %1</source>
        <translation>注释：%1</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>%1 has no ports.</source>
        <translation>%1 没有端口。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 has no links to remove.</source>
        <translation>%1 没有可移除的连接。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The links of %1 could not be removed.</source>
        <translation>无法移除 %1 的连接。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose a port first: select a node and press . (period) to step through its ports.</source>
        <translation>请先选择端口：选择一个节点，然后按 .（句点）逐个切换其端口。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No input can take %1.</source>
        <translation>没有可以接受 %1 的输入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No output can feed %1.</source>
        <translation>没有可以向 %1 提供数据的输出。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_commands.cpp" line="+38"/>
        <location line="+274"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>Select one step to rename it.</source>
        <translation>请选择一个步骤进行重命名。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New step name</source>
        <translation>新步骤名称</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_notes.cpp" line="-85"/>
        <location line="+14"/>
        <source>Note</source>
        <translation>注释</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text of the note:</source>
        <translation>注释文本：</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_commands.cpp" line="+120"/>
        <source>Select one step to promote one of its inputs.</source>
        <translation>请选择一个步骤以提升其某个输入。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every input of %1 is linked already.</source>
        <translation>%1 的所有输入都已连接。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Promote to Pipeline Input</source>
        <translation>提升为管道输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input of %1 to set when the pipeline is submitted:</source>
        <translation>提交管道时要设置的 %1 的输入：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1.%2 now reads the pipeline input %3.</source>
        <translation>%1.%2 现在读取管道输入 %3。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Select two or more nodes to align them.</source>
        <translation>请选择两个或更多节点进行对齐。</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Align %n nodes</source>
        <translation>
            <numerusform>对齐 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Link %1 To…</source>
        <translation>将 %1 连接到…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove Links of %1</source>
        <translation>移除 %1 的连接</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Promote %1 to Pipeline Input</source>
        <translation>将 %1 提升为管道输入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open Pipeline Inside</source>
        <translation>打开内部管道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link Ports…</source>
        <translation>连接端口…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit Note…</source>
        <translation>编辑注释…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make Larger</source>
        <translation>增大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make Smaller</source>
        <translation>减小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete Note</source>
        <translation>删除注释</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete Link</source>
        <translation>删除连接</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Note</source>
        <translation>添加注释</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit All</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrange</source>
        <translation>自动排列</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview_drop.cpp" line="+89"/>
        <source>%1 cannot be added as a step: %2</source>
        <translation>无法将 %1 添加为步骤：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a component (a command, parallel or pipeline component YAML file).</source>
        <translation>%1 不是组件（命令、并行或管道组件的 YAML 文件）。</translation>
    </message>
    <message>
        <location filename="../views/canvas/canvasview.cpp" line="+262"/>
        <source>The YAML has a syntax error; fix it in the source to see the pipeline.</source>
        <translation>YAML 存在语法错误；请在源代码中修复后查看管道。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a pipeline (type: pipeline), so it has no graph.</source>
        <translation>此文件不是管道（type: pipeline），因此没有图。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This pipeline has no steps yet.
Drag a component from the Components panel onto the canvas.</source>
        <translation>此管道还没有步骤。
请将组件从“组件”面板拖到画布上。</translation>
    </message>
</context>
<context>
    <name>pw::CanvasWidget</name>
    <message>
        <location filename="../views/canvas/canvaswidget.cpp" line="+164"/>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open this pipeline component in its own tab to edit it</source>
        <translation>在单独的选项卡中打开此管道组件以进行编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the colours of ports and links mean</source>
        <translation>端口和连接颜色的含义</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Data: uri_file, uri_folder, mltable</source>
        <translation>数据：uri_file、uri_folder、mltable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model: mlflow_model, custom_model, triton_model</source>
        <translation>模型：mlflow_model、custom_model、triton_model</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value: integer, number, string, boolean</source>
        <translation>值：integer、number、string、boolean</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other or not declared</source>
        <translation>其他或未声明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A filled port has a value or a link; a hollow one is not set.</source>
        <translation>实心端口表示有值或连接；空心端口表示未设置。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %</source>
        <extracomment>zoom level of the canvas</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+12"/>
        <source>The pipeline of this file</source>
        <translation>此文件的管道</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+12"/>
        <source>The pipeline defined inside step %1 (read-only here)</source>
        <translation>步骤 %1 内部定义的管道（此处为只读）</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+13"/>
        <source>Pipeline component %1 (read-only here)</source>
        <translation>管道组件 %1（此处为只读）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n nodes selected</source>
        <translation>
            <numerusform>已选择 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Step %1 does not use a pipeline component.</source>
        <translation>步骤 %1 未使用管道组件。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The pipeline inside step %1 could not be read.</source>
        <translation>无法读取步骤 %1 内部的管道。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not open the pipeline component: %1</source>
        <translation>无法打开管道组件：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Inside %1: the pipeline defined in this step. Shown read-only; edit it in the YAML source.</source>
        <translation>%1 内部：此步骤中定义的管道。以只读方式显示；请在 YAML 源代码中编辑。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Inside %1: %2. Shown read-only; use Open File to edit it.</source>
        <translation>%1 内部：%2。以只读方式显示；请使用“打开文件”进行编辑。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
</context>
<context>
    <name>pw::ChartPlots</name>
    <message>
        <location filename="../views/charts/chartplots.cpp" line="+26"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+5"/>
        <source>it is not a Pipewright charts plugin</source>
        <translation>它不是 Pipewright 图表插件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is of another version (%1, not %2)</source>
        <translation>它的版本不同（%1，而不是 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Charts cannot be drawn: the charts plugin %1 could not be loaded (%2).</source>
        <translation>无法绘制图表：图表插件 %1 无法加载（%2）。</translation>
    </message>
</context>
<context>
    <name>pw::Checker</name>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+67"/>
        <source>&apos;type: pipeline&apos; is missing; this file is not a pipeline job</source>
        <translation>缺少 &apos;type: pipeline&apos;；此文件不是管道作业</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is a &apos;%1&apos; file, not a pipeline; only its YAML was checked</source>
        <translation>这是 &apos;%1&apos; 文件，不是管道；只检查了它的 YAML</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the pipeline has no steps: add them under &apos;jobs&apos;</source>
        <translation>管道中没有步骤：请在 &apos;jobs&apos; 下添加步骤</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not a boolean; write true or false</source>
        <translation>&apos;%1&apos; 不是布尔值；请写 true 或 false</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>default_compute &apos;%1&apos; must be written azureml:%1, or be serverless</source>
        <translation>default_compute &apos;%1&apos; 必须写作 azureml:%1，或为 serverless</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>compute refers to pipeline input &apos;%1&apos;, which is not declared under &apos;inputs&apos;</source>
        <translation>compute 引用了管道输入 &apos;%1&apos;，但 &apos;inputs&apos; 下未声明该输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>compute name is empty</source>
        <translation>计算名称为空</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>type &apos;%1&apos; must be written &apos;%2&apos; in a component</source>
        <translation>在组件中，type &apos;%1&apos; 必须写作 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>mode &apos;%1&apos; must be written &apos;%2&apos; in a component</source>
        <translation>在组件中，mode &apos;%1&apos; 必须写作 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an input cannot use mode &apos;%1&apos;; use one of %2</source>
        <translation>输入不能使用 mode &apos;%1&apos;；请使用以下之一：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an input of type %1 cannot use mode &apos;%2&apos;; use one of %3</source>
        <translation>类型为 %1 的输入不能使用 mode &apos;%2&apos;；请使用以下之一：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an output cannot use mode &apos;%1&apos;; use one of %2</source>
        <translation>输出不能使用 mode &apos;%1&apos;；请使用以下之一：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;%1&apos; is not a valid name: use letters, digits and underscores, not starting with a digit</source>
        <translation>&apos;%1&apos; 不是有效的名称：请使用字母、数字和下划线，且不以数字开头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a name Azure ML is known to accept (letters, digits and underscores, not starting with a digit); the service will decide</source>
        <translation>&apos;%1&apos; 不是已知 Azure ML 接受的名称（字母、数字和下划线，且不以数字开头）；将由服务决定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; and &apos;%2&apos; differ only in case; a component&apos;s names must differ in more</source>
        <translation>&apos;%1&apos; 与 &apos;%2&apos; 仅大小写不同；组件中的名称必须有更多区别</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; is not an integer, as input &apos;%2&apos; requires</source>
        <translation>&apos;%1&apos; 不是整数，而输入 &apos;%2&apos; 要求整数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a number, as input &apos;%2&apos; requires</source>
        <translation>&apos;%1&apos; 不是数字，而输入 &apos;%2&apos; 要求数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not a boolean, as input &apos;%2&apos; requires</source>
        <translation>&apos;%1&apos; 不是布尔值，而输入 &apos;%2&apos; 要求布尔值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is below the minimum %2 of input &apos;%3&apos;</source>
        <translation>%1 小于输入 &apos;%3&apos; 的最小值 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is above the maximum %2 of input &apos;%3&apos;</source>
        <translation>%1 大于输入 &apos;%3&apos; 的最大值 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is not one of the allowed values of input &apos;%2&apos;: %3</source>
        <translation>&apos;%1&apos; 不是输入 &apos;%2&apos; 允许的值之一：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is resolved only when the pipeline runs in an Azure ML workspace</source>
        <translation>&apos;%1&apos; 只有在管道于 Azure 机器学习工作区中运行时才会解析</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>local path &apos;%1&apos; does not exist (looked for %2)</source>
        <translation>本地路径 &apos;%1&apos; 不存在（查找位置：%2）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the code &apos;%1&apos; of component %2 (line %3) does not exist (looked for %4); running or submitting the step needs it</source>
        <translation>组件 %2（第 %3 行）的代码 &apos;%1&apos; 不存在（查找了 %4）；运行或提交该步骤都需要它</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the code &apos;%1&apos; does not exist (looked for %2); running or submitting the step needs it</source>
        <translation>代码 &apos;%1&apos; 不存在（查找了 %2）；运行或提交该步骤都需要它</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+45"/>
        <source>Did you mean &apos;%1&apos;?</source>
        <translation>是否指“%1”？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is bound to pipeline input &apos;%3&apos;, which is not declared under &apos;inputs&apos;</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 绑定到管道输入 &apos;%3&apos;，但 &apos;inputs&apos; 下未声明该输入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pipeline input &apos;%1&apos;</source>
        <translation>管道输入 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos; is bound to pipeline output &apos;%3&apos;, which is not declared under &apos;outputs&apos;</source>
        <translation>步骤 &apos;%2&apos; 的输出 &apos;%1&apos; 绑定到管道输出 &apos;%3&apos;，但 &apos;outputs&apos; 下未声明该输出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos; cannot be bound to another step&apos;s output</source>
        <translation>步骤 &apos;%2&apos; 的输出 &apos;%1&apos; 不能绑定到其他步骤的输出</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; refers to step &apos;%3&apos;, which does not exist</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 引用了不存在的步骤 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is bound to the step&apos;s own output</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 绑定到了该步骤自身的输出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; refers to output &apos;%3&apos; of step &apos;%4&apos;, which has no such output</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 引用了步骤 &apos;%4&apos; 的输出 &apos;%3&apos;，但该步骤没有此输出</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>output &apos;%1&apos; of step &apos;%2&apos;</source>
        <translation>步骤 &apos;%2&apos; 的输出 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a valid binding; use ${{parent.inputs.NAME}} or ${{parent.jobs.STEP.outputs.NAME}}</source>
        <translation>&apos;%1&apos; 不是有效的绑定；请使用 ${{parent.inputs.NAME}} 或 ${{parent.jobs.STEP.outputs.NAME}}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>${{inputs.%1}} refers to the step itself; bind step inputs with ${{parent.inputs.%1}}</source>
        <translation>${{inputs.%1}} 引用的是步骤本身；请使用 ${{parent.inputs.%1}} 绑定步骤输入</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; expects %3 but %4 is %5</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 需要 %3，但 %4 是 %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input &apos;%1&apos; of step &apos;%2&apos; is declared %3 but receives %4 (%5); check that the step reads it as such</source>
        <translation>步骤 &apos;%2&apos; 的输入 &apos;%1&apos; 声明为 %3，但接收的是 %4（%5）；请确认该步骤能按此类型读取它</translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator_steptypes.cpp" line="+39"/>
        <source>automl step &apos;%1&apos; needs task: (%2)</source>
        <translation>AutoML 步骤“%1”需要 task:（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>task &apos;%1&apos; is not an AutoML task (%2)</source>
        <translation>task“%1”不是 AutoML 任务（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>automl step &apos;%1&apos; needs training_data</source>
        <translation>AutoML 步骤“%1”需要 training_data</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of automl step &apos;%2&apos; must name a pipeline input or another step&apos;s output; give the data to the pipeline as an input and bind it here</source>
        <translation>AutoML 步骤“%2”的 %1 必须引用管道输入或其他步骤的输出；请将数据作为管道输入，并在此处绑定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>automl step &apos;%1&apos; needs target_column_name, the column it learns to predict</source>
        <translation>AutoML 步骤“%1”需要 target_column_name，即它要学习预测的列</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 step &apos;%2&apos; needs %3: the step it runs, as ${{parent.jobs.NAME}}</source>
        <translation>%1 步骤 &apos;%2&apos; 需要 %3：它运行的步骤，写作 ${{parent.jobs.NAME}}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 of %2 step &apos;%3&apos; must name a step of this pipeline as ${{parent.jobs.NAME}}</source>
        <translation>%2 步骤 &apos;%3&apos; 的 %1 必须以 ${{parent.jobs.NAME}} 指明此管道中的一个步骤</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2 step &apos;%3&apos; names step &apos;%4&apos;, which is not in this pipeline</source>
        <translation>%2 步骤 &apos;%3&apos; 的 %1 指向步骤 &apos;%4&apos;，但此管道中没有该步骤</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>if_else step &apos;%1&apos; needs condition: a control output of a step, as ${{parent.jobs.NAME.outputs.OUTPUT}}</source>
        <translation>if_else 步骤 &apos;%1&apos; 需要 condition：某个步骤的控制输出，写作 ${{parent.jobs.NAME.outputs.OUTPUT}}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>condition of if_else step &apos;%1&apos; must be a binding (for example ${{parent.jobs.check.outputs.passed}}) or true/false</source>
        <translation>if_else 步骤 &apos;%1&apos; 的 condition 必须是绑定（例如 ${{parent.jobs.check.outputs.passed}}）或 true/false</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>if_else step &apos;%1&apos; needs true_block or false_block: the step to run when the condition holds or not</source>
        <translation>if_else 步骤 &apos;%1&apos; 需要 true_block 或 false_block：条件成立或不成立时运行的步骤</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>true_block and false_block of if_else step &apos;%1&apos; name the same step &apos;%2&apos;</source>
        <translation>if_else 步骤 &apos;%1&apos; 的 true_block 和 false_block 指向同一个步骤 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the body of %1 step &apos;%2&apos; is step &apos;%3&apos;, a %4 step; a loop runs a command or pipeline step</source>
        <translation>%1 步骤 &apos;%2&apos; 的循环体是步骤 &apos;%3&apos;，它是 %4 步骤；循环只能运行 command 或 pipeline 步骤</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos; is already the body of loop &apos;%2&apos;; a step is the body of one loop only</source>
        <translation>步骤 &apos;%1&apos; 已是循环 &apos;%2&apos; 的循环体；一个步骤只能作为一个循环的循环体</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>do_while step &apos;%1&apos; needs condition: the body&apos;s control output that says whether to run again</source>
        <translation>do_while 步骤 &apos;%1&apos; 需要 condition：循环体中决定是否再次运行的控制输出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parallel_for step &apos;%1&apos; needs items: the inputs of each run of its body</source>
        <translation>parallel_for 步骤 &apos;%1&apos; 需要 items：循环体每次运行的输入</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>sweep step &apos;%1&apos; needs objective.primary_metric: the metric its trials log that chooses the best one</source>
        <translation>扫描步骤“%1”需要 objective.primary_metric：试验记录的、用于选出最佳试验的指标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sweep step &apos;%1&apos;: objective.goal must be minimize or maximize</source>
        <translation>扫描步骤“%1”：objective.goal 必须是 minimize 或 maximize</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>spark step &apos;%1&apos; needs entry with one of file (a Python file or a jar) and class_name</source>
        <translation>Spark 步骤“%1”的 entry 需要 file（Python 文件或 jar）与 class_name 二者之一</translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+13"/>
        <source>step name &apos;%1&apos; is not valid: use lower-case letters, digits and underscores, not starting with a digit</source>
        <translation>步骤名称 &apos;%1&apos; 无效：请使用小写字母、数字和下划线，且不以数字开头</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sweep step &apos;%1&apos;: its settings are kept as written (edit them in the YAML); on this machine it runs as trials of its trial component</source>
        <translation>扫描步骤“%1”：其设置按原样保留（请在 YAML 中编辑）；在本机上它以其试验组件的多个试验运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; of type &apos;%2&apos; is kept as written; it is not edited or run on this machine</source>
        <translation>类型为 &apos;%2&apos; 的步骤 &apos;%1&apos; 按原样保留；不会在本机上编辑或运行</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>component &apos;%1&apos; is resolved only in an Azure ML workspace; its ports are not checked here</source>
        <translation>组件 &apos;%1&apos; 只能在 Azure 机器学习工作区中解析；此处不检查其端口</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; has neither &apos;component&apos; nor &apos;command&apos;</source>
        <translation>步骤 &apos;%1&apos; 既没有 &apos;component&apos;，也没有 &apos;command&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step &apos;%1&apos; runs a command but names no &apos;environment&apos;</source>
        <translation>步骤 &apos;%1&apos; 运行命令，但未指定 &apos;environment&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>parallel step &apos;%1&apos; has neither &apos;component&apos; nor &apos;task&apos;</source>
        <translation>并行步骤 &apos;%1&apos; 既没有 &apos;component&apos;，也没有 &apos;task&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pipeline step &apos;%1&apos; names no &apos;component&apos;</source>
        <translation>管道步骤 &apos;%1&apos; 未指定 &apos;component&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step &apos;%1&apos; is of type &apos;%2&apos; but its component is of type &apos;%3&apos;</source>
        <translation>步骤 &apos;%1&apos; 的类型为 &apos;%2&apos;，但其组件的类型为 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; sets input &apos;%2&apos;, which its component does not declare; Azure ML ignores it</source>
        <translation>步骤 &apos;%1&apos; 设置了输入 &apos;%2&apos;，但其组件未声明该输入；Azure 机器学习会忽略它</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; sets output &apos;%2&apos;, which its component does not declare</source>
        <translation>步骤 &apos;%1&apos; 设置了输出 &apos;%2&apos;，但其组件未声明该输出</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step &apos;%1&apos; does not set required input &apos;%2&apos;</source>
        <translation>步骤 &apos;%1&apos; 未设置必需的输入 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>instance_count must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>instance_count 必须是不小于 1 的整数，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>limits.timeout must be a positive number of seconds, not &apos;%1&apos;</source>
        <translation>limits.timeout 必须是正的秒数，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator_runsettings.cpp" line="+35"/>
        <source>nvidia.com/gpu may be set only under resources.limits, not under requests</source>
        <translation>nvidia.com/gpu 只能在 resources.limits 下设置，不能在 requests 下设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nvidia.com/gpu must be a whole number and cannot be empty</source>
        <translation>nvidia.com/gpu 必须是整数，且不能为空</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a resource Azure ML schedules by; use cpu, memory or nvidia.com/gpu</source>
        <translation>&apos;%1&apos; 不是 Azure 机器学习用于调度的资源；请使用 cpu、memory 或 nvidia.com/gpu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cpu &apos;%1&apos; is not a valid quantity: write cores (&quot;1&quot;, &quot;0.5&quot;) or millicores (&quot;100m&quot;)</source>
        <translation>cpu &apos;%1&apos; 不是有效的数量：请写核心数（&quot;1&quot;、&quot;0.5&quot;）或毫核数（&quot;100m&quot;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory &apos;%1&apos; is not a valid quantity: write a number with a unit (&quot;1024Mi&quot;, &quot;2Gi&quot;)</source>
        <translation>memory &apos;%1&apos; 不是有效的数量：请写带单位的数字（&quot;1024Mi&quot;、&quot;2Gi&quot;）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be 0</source>
        <translation>%1 不能为 0</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the %1 request (%2) is larger than its limit (%3)</source>
        <translation>%1 的请求值（%2）大于其限制值（%3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+175"/>
        <source>at least %1</source>
        <translation>至少为 %1</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>from %1 to %2</source>
        <translation>范围为 %1 到 %2</translation>
    </message>
    <message>
        <location line="-175"/>
        <location line="+176"/>
        <source>%1 must be a whole number %2, not &apos;%3&apos;</source>
        <translation>%1 必须是整数（%2），而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>mini_batch_size &apos;%1&apos; is not a size Azure ML is known to accept (at least 1); the service will decide</source>
        <translation>mini_batch_size &apos;%1&apos; 不是已知 Azure ML 接受的大小（至少为 1）；将由服务决定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>partition_keys must be a list of column names</source>
        <translation>partition_keys 必须是列名列表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel step &apos;%1&apos; has no &apos;input_data&apos; to split into mini-batches</source>
        <translation>并行步骤 &apos;%1&apos; 没有可拆分为微批的 &apos;input_data&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input_data must be a binding to one of the step&apos;s inputs, like ${{inputs.data}}</source>
        <translation>input_data 必须绑定到该步骤的某个输入，例如 ${{inputs.data}}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input_data refers to input &apos;%1&apos;, which is not declared</source>
        <translation>input_data 引用了未声明的输入 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>input_data &apos;%1&apos; is of type %2; a parallel step splits mltable or uri_folder inputs</source>
        <translation>input_data &apos;%1&apos; 的类型为 %2；并行步骤只能拆分 mltable 或 uri_folder 类型的输入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>task.type is required (run_function)</source>
        <translation>必须指定 task.type（run_function）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>task.entry_script is required for run_function tasks</source>
        <translation>run_function 任务必须指定 task.entry_script</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>task.environment is required</source>
        <translation>必须指定 task.environment</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>append_row_to must be a binding to one of the step&apos;s outputs, like ${{outputs.result}}</source>
        <translation>append_row_to 必须绑定到该步骤的某个输出，例如 ${{outputs.result}}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>append_row_to refers to output &apos;%1&apos;, which is not declared</source>
        <translation>append_row_to 引用了未声明的输出 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&apos;%1&apos; looks like a misspelling of %2</source>
        <translation>&apos;%1&apos; 似乎是 %2 的拼写错误</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 takes True or False, not &apos;%2&apos;</source>
        <translation>%1 的值应为 True 或 False，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/core/validation/validator.cpp" line="+31"/>
        <source>the steps form a cycle: %1; a pipeline must be acyclic</source>
        <translation>步骤形成了循环：%1；管道中不能有循环</translation>
    </message>
</context>
<context>
    <name>pw::ClusterFormDialog</name>
    <message>
        <location filename="../ui/compute/clusterformdialog.cpp" line="+29"/>
        <source>New Compute Cluster</source>
        <translation>新建计算群集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resize Compute Cluster</source>
        <translation>调整计算群集</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>3 to 24 characters: letters, digits and hyphens, starting with a letter, not ending in a hyphen and digits.</source>
        <translation>3 到 24 个字符：字母、数字和连字符，以字母开头，不能以连字符加数字结尾。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation>%1 — %2 个 vCPU，%3 GB</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>, %n GPU(s)</source>
        <translation>
            <numerusform>，%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, %1/h</source>
        <translation>，%1/小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>VM size:</source>
        <translation>VM 大小：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the workspace&apos;s region</source>
        <translation>工作区所在区域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the workspace&apos;s region)</source>
        <translation>%1（工作区所在区域）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nodes</source>
        <translation>个节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes:</source>
        <translation>节点：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a node stays idle before the cluster scales down.</source>
        <translation>节点空闲多久后群集开始缩减。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale down after idle:</source>
        <translation>空闲后缩减：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dedicated</source>
        <translation>专用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Priority:</source>
        <translation>优先级：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System-assigned</source>
        <translation>系统分配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User-assigned</source>
        <translation>用户分配</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>resource ids of the identities, separated by commas</source>
        <translation>标识的资源 ID，以逗号分隔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Managed identity:</source>
        <translation>托管标识：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Description:</source>
        <translation>说明：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cost:</source>
        <translation>费用：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resize</source>
        <translation>调整</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A cluster&apos;s VM size cannot change: create a new cluster for another size.</source>
        <translation>群集的 VM 大小不能更改：如需其他大小，请创建新群集。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>No price: %1 is not in the region&apos;s list of sizes.</source>
        <translation>无价格：%1 不在该区域的规格列表中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No low-priority price is known for %1 in this region.</source>
        <translation>此区域没有 %1 的低优先级价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No price is known for %1 in this region.</source>
        <translation>此区域没有 %1 的价格。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 per node and hour (%2). Idle at %n node(s): %3 per hour</source>
        <translation>
            <numerusform>每个节点每小时 %1（%2）。空闲时 %n 个节点：每小时 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dedicated</source>
        <translation>专用</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>at its most, %n node(s): %1 per hour.</source>
        <translation>
            <numerusform>最多 %n 个节点：每小时 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices from the workspace&apos;s list of sizes.</source>
        <translation>价格来自工作区的规格列表。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A user-assigned identity needs the resource id of at least one identity.</source>
        <translation>用户分配的标识至少需要一个标识的资源 ID。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The workspace already has a compute named %1.</source>
        <translation>工作区已有名为 %1 的计算资源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cluster can be created as set.</source>
        <translation>可以按当前设置创建群集。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cluster can be resized as set.</source>
        <translation>可按当前设置调整群集大小。</translation>
    </message>
</context>
<context>
    <name>pw::ClusterPage</name>
    <message>
        <location filename="../ui/compute/clusterpage.cpp" line="+46"/>
        <source>A compute cluster of the workspace: its nodes are shared by the workspace&apos;s users, kept between jobs and scaled between its minimum and maximum.</source>
        <translation>工作区的计算群集：其节点由工作区用户共享，在作业之间保留，并在最小值和最大值之间缩放。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>New Cluster…</source>
        <translation>新建群集…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resize…</source>
        <translation>调整…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the name of a cluster the workspace has</source>
        <translation>工作区中某个群集的名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or by name:</source>
        <translation>或按名称：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instance count:</source>
        <translation>实例数量：</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1 manages no clusters: connect to an Azure ML workspace to create, resize or delete them.</source>
        <translation>%1 不管理群集：请连接到 Azure ML 工作区以创建、调整或删除群集。</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>This backend</source>
        <translation>此后端</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>The workspace has no compute clusters. Create one, or type the name of a cluster below to use it when the job is submitted.</source>
        <translation>工作区没有计算群集。请创建一个，或在下方键入群集名称，以便在提交作业时使用它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lists no compute clusters. Type the name of a cluster of the workspace the job will be submitted to.</source>
        <translation>%1 未列出任何计算群集。请键入作业将提交到的工作区中的群集名称。</translation>
    </message>
    <message numerus="yes">
        <location line="+77"/>
        <source>Up to %n node(s) of %1.</source>
        <translation>
            <numerusform>%1 最多 %n 个节点。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a cluster, or create one.</source>
        <translation>请选择一个群集，或创建一个。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cluster %1 is being created.</source>
        <translation>正在创建群集 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster Not Created</source>
        <translation>未创建群集</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cluster %1 is being resized.</source>
        <translation>正在调整群集 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster Not Resized</source>
        <translation>未调整群集</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Detach Compute</source>
        <translation>分离计算资源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete Compute</source>
        <translation>删除计算资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detach %1 from the workspace? The compute itself is kept.</source>
        <translation>从工作区分离 %1？计算资源本身会保留。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete %1? Its nodes are released, jobs running on it fail, and its quota is freed. This cannot be undone.</source>
        <translation>删除 %1？其节点会被释放，在其上运行的作业会失败，其配额会被释放。此操作无法撤消。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Detach</source>
        <translation>分离</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compute %1 is being deleted.</source>
        <translation>正在删除计算资源 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute Not Deleted</source>
        <translation>未删除计算资源</translation>
    </message>
</context>
<context>
    <name>pw::CommandLine</name>
    <message>
        <location filename="../models/backends/commandline.cpp" line="+125"/>
        <source>the command uses ${{inputs.%1}}, which has no value (put optional inputs inside $[[ ... ]])</source>
        <translation>命令使用了 ${{inputs.%1}}，但该输入没有值（请将可选输入放在 $[[ ... ]] 中）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the command uses ${{outputs.%1}}, which the step does not declare</source>
        <translation>命令使用了 ${{outputs.%1}}，但该步骤未声明此输出</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>program_arguments use ${{%1}}, which has no value</source>
        <translation>program_arguments 使用了 ${{%1}}，但它没有值</translation>
    </message>
</context>
<context>
    <name>pw::CommandRunner</name>
    <message>
        <location filename="../models/backends/commandrunner.cpp" line="+42"/>
        <source>cannot build the command: %1</source>
        <translation>无法生成命令：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot start /bin/bash: %1</source>
        <translation>无法启动 /bin/bash：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>the command was killed by %1</source>
        <translation>命令被 %1 终止</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the command exited with code %1 (killed by %2)</source>
        <translation>命令已退出，退出代码为 %1（被 %2 终止）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the command exited with code %1</source>
        <translation>命令已退出，退出代码为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation>无法写入步骤日志：%1</translation>
    </message>
</context>
<context>
    <name>pw::CompareDialog</name>
    <message>
        <location filename="../ui/run/comparedialog.cpp" line="+222"/>
        <source>Compare %1 and %2</source>
        <translation>比较 %1 和 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only differences</source>
        <translation>仅显示差异</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline inputs</source>
        <translation>管道输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline inputs of both jobs</source>
        <translation>两个作业的管道输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of both jobs</source>
        <translation>两个作业的步骤</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+1"/>
        <location line="+24"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status (%1)</source>
        <translation>状态 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration (%1)</source>
        <translation>持续时间 (%1)</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+25"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes</source>
        <translation>变更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline File</source>
        <translation>管道文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What changed in each step</source>
        <translation>每个步骤中的变更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metrics of both jobs</source>
        <translation>两个作业的指标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changes to the pipeline file</source>
        <translation>管道文件的变更</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Exit codes</source>
        <translation>退出代码</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reading jobs %1 and %2…</source>
        <translation>正在读取作业 %1 和 %2…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3) %4 — %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3）%4 — %5</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>only in %1</source>
        <translation>仅在 %1 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reused in %1</source>
        <translation>在 %1 中重用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit code</source>
        <translation>退出代码</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>duration %1%2</source>
        <translation>持续时间 %1%2</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n 项设置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n code file(s)</source>
        <translation>
            <numerusform>%n 个代码文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 reruns %2.</source>
        <translation>%1 重新运行了 %2。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n input(s) differ</source>
        <translation>
            <numerusform>%n 个输入不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n step(s) differ</source>
        <translation>
            <numerusform>%n 个步骤不同</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Pipeline file: %1; %n code file(s) changed</source>
        <translation>
            <numerusform>管道文件：%1；%n 个代码文件有变更</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>file added</source>
        <translation>新增文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file removed</source>
        <translation>删除文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>file changed</source>
        <translation>修改文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No step&apos;s command, inputs or code changed.</source>
        <translation>没有步骤的命令、输入或代码发生变更。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Both runs ran the same pipeline file.</source>
        <translation>两次运行使用的是同一个管道文件。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No step logged metrics through MLflow (mlflow.log_metric).</source>
        <translation>没有步骤通过 MLflow（mlflow.log_metric）记录指标。</translation>
    </message>
</context>
<context>
    <name>pw::ComponentCache</name>
    <message>
        <location filename="../models/core/document/componentcache.cpp" line="+23"/>
        <source>component file &apos;%1&apos; does not exist</source>
        <translation>组件文件 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>component path &apos;%1&apos; is not a file</source>
        <translation>组件路径 &apos;%1&apos; 不是文件</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>component file %1:%2:%3 is not valid YAML: %4</source>
        <translation>组件文件 %1:%2:%3 不是有效的 YAML：%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>component file &apos;%1&apos; does not hold a mapping</source>
        <translation>组件文件 &apos;%1&apos; 的内容不是映射</translation>
    </message>
</context>
<context>
    <name>pw::ComputeChoice</name>
    <message>
        <location filename="../models/core/compute/computechoice.cpp" line="+126"/>
        <source>The file is not a pipeline that could be read; fix its YAML first.</source>
        <translation>该文件不是可读取的管道；请先修正其 YAML。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is read-only.</source>
        <translation>该文件是只读的。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pipeline&apos;s default compute cannot be the pipeline default.</source>
        <translation>管道的默认计算资源不能设为“管道默认”。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the pipeline&apos;s default compute</source>
        <translation>设置管道的默认计算资源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The default compute could not be written.</source>
        <translation>无法写入默认计算资源。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There is no step %1 in this pipeline.</source>
        <translation>此管道中没有步骤 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set compute of %1</source>
        <translation>设置 %1 的计算资源</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Some of the compute settings of %1 could not be written.</source>
        <translation>无法写入 %1 的部分计算设置。</translation>
    </message>
</context>
<context>
    <name>pw::ComputeController</name>
    <message>
        <location filename="../ui/compute/computecontroller.cpp" line="+45"/>
        <source>Select one step on the canvas first.</source>
        <translation>请先在画布上选择一个步骤。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Compute</source>
        <translation>计算(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quota and Usage</source>
        <translation>配额和用量(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores used against quota, per VM family, workspace and cluster, and usage over time</source>
        <translation>按 VM 系列、工作区和群集显示已用核心与配额，以及随时间的用量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline &amp;Compute…</source>
        <translation>管道计算资源(&amp;C)…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>serverless</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pipeline&apos;s default compute: %1. Click to choose it.</source>
        <translation>管道的默认计算资源：%1。单击可选择。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quota not checked yet.</source>
        <translation>尚未检查配额。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its steps fit the compute and quota of %1.</source>
        <translation>其步骤符合 %1 的计算资源和配额。</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Choose the compute the pipeline&apos;s steps run on by default</source>
        <translation>选择管道各步骤默认运行的计算资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step Compute…</source>
        <translation>步骤计算资源(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the compute, size and count of the selected step</source>
        <translation>选择所选步骤的计算资源、大小和数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes &amp;Instance Types…</source>
        <translation>Kubernetes 实例类型(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create, check and export the instance types of a Kubernetes compute</source>
        <translation>创建、检查并导出 Kubernetes 计算资源的实例类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quota and Usage</source>
        <translation>配额和用量</translation>
    </message>
</context>
<context>
    <name>pw::ComputePickerDialog</name>
    <message>
        <location filename="../ui/compute/computepickerdialog.cpp" line="+44"/>
        <source>Default Compute of the Pipeline</source>
        <translation>管道的默认计算资源</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute of Step %1</source>
        <translation>步骤 %1 的计算资源</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>serverless (none is set)</source>
        <translation>无服务器（未设置）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pipeline default</source>
        <translation>管道默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serverless</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute cluster</source>
        <translation>计算群集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Will it run?</source>
        <translation>能运行吗？</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Written to the file:</source>
        <translation>写入文件的内容：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Asking %1 for its computes, sizes and quota…</source>
        <translation>正在向 %1 查询其计算资源、大小和配额…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>no backend</source>
        <translation>无后端</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computes and quota of %1, taken at %2.</source>
        <translation>%1 的计算资源和配额，获取于 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sizes listed are common Azure sizes; a workspace lists the sizes and quota of its region.</source>
        <translation>列出的是常见的 Azure 大小；工作区会列出其区域的大小和配额。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Taking the prices of %1 from the Azure Retail Prices API…</source>
        <translation>正在从 Azure 零售价格 API 获取 %1 的价格…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices: %1.</source>
        <translation>价格：%1。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No prices: %1</source>
        <translation>无价格：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No prices for %1 have been taken yet.</source>
        <translation>尚未获取 %1 的价格。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The step follows the pipeline&apos;s default compute.</source>
        <translation>该步骤使用管道的默认计算资源。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs here with the local backend.</source>
        <translation>使用本地后端在本机运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing stands in the way of this choice.</source>
        <translation>此选择没有任何障碍。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No problem found, but not everything could be checked (see below).</source>
        <translation>未发现问题，但并非所有方面都能检查（见下文）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source># choose what to run on</source>
        <translation># 请选择运行位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source># jobs.%1.compute is removed: the step follows the pipeline&apos;s default</source>
        <translation># 将删除 jobs.%1.compute：该步骤使用管道的默认设置</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Compute Not Set</source>
        <translation>未设置计算资源</translation>
    </message>
</context>
<context>
    <name>pw::ComputeRef</name>
    <message>
        <location filename="../models/core/document/pipelinespec.cpp" line="+86"/>
        <source>pipeline default</source>
        <translation>管道默认值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>serverless</source>
        <translation>无服务器计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>pw::ComputeTargetsModel</name>
    <message>
        <location filename="../ui/models/computetargetsmodel.cpp" line="+55"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serverless</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster</source>
        <translation>群集</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute instance</source>
        <translation>计算实例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kubernetes</source>
        <translation>Kubernetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attached</source>
        <translation>已附加</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>1 core</source>
        <translation>1 个核心</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cores</source>
        <translation>%1 个核心</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 idle, %2 busy</source>
        <translation>%1 个空闲,%2 个忙碌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Unusable: %1, pre-empted: %2, leaving: %3</source>
        <translation>不可用:%1,被抢占:%2,正在离开:%3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min – max</source>
        <translation>最小 – 最大</translation>
    </message>
</context>
<context>
    <name>pw::CsvModel</name>
    <message>
        <location filename="../models/core/logs/csvmodel.cpp" line="+510"/>
        <location line="+25"/>
        <source>Incomplete line: the file ends in the middle of it</source>
        <translation>不完整的行：文件在此行中间结束</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1

Incomplete line: the file ends in the middle of it</source>
        <translation>%1

不完整的行：文件在此行中间结束</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Column %1</source>
        <extracomment>a column of a CSV file without a name in its header</extracomment>
        <translation>第 %1 列</translation>
    </message>
</context>
<context>
    <name>pw::CsvView</name>
    <message>
        <location filename="../views/csvview.cpp" line="+254"/>
        <location line="+74"/>
        <source>All columns</source>
        <translation>所有列</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading… rows: %1</source>
        <translation>正在读取… 行数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows: %1</source>
        <translation>行数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows: %1 of %2</source>
        <translation>行数：%1 / %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚠ The file ends in the middle of its last line (row %1): it is shown as far as it goes, marked ⚠. The file may still be being written.</source>
        <translation>⚠ 文件在最后一行中间结束（第 %1 行）：已显示到结束处，并标记为 ⚠。该文件可能仍在写入。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Filter rows</source>
        <translation>筛选行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the rows that contain this text (any letter case)</source>
        <translation>仅显示包含此文本的行（不区分大小写）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where to look for the filter text</source>
        <translation>在何处查找筛选文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter column</source>
        <translation>筛选列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s header to sort by it</source>
        <translation>单击列标题即可按该列排序</translation>
    </message>
</context>
<context>
    <name>pw::DefaultPage</name>
    <message>
        <location filename="../ui/compute/infopages.cpp" line="+59"/>
        <source>The step has no compute of its own and runs on the pipeline&apos;s default compute: %1.</source>
        <translation>该步骤没有自己的计算资源，运行在管道的默认计算资源上：%1。</translation>
    </message>
</context>
<context>
    <name>pw::DistributedRunner</name>
    <message>
        <location filename="../models/backends/distributedrunner.cpp" line="+77"/>
        <source>cannot build the command: %1</source>
        <translation>无法生成命令：%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>node %1, rank %2 (local rank %3)</source>
        <translation>节点 %1，rank %2（本地 rank %3）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>parameter server %1</source>
        <translation>参数服务器 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>worker %1</source>
        <translation>工作进程 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>node %1, rank %2 (mpirun)</source>
        <translation>节点 %1，rank %2（mpirun）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the distribution type &apos;%1&apos; does not run on this machine</source>
        <translation>分布式类型 &apos;%1&apos; 无法在本机运行</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>[pipewright] a %1 step: %n process(es) on this machine, each logging to user_logs/std_log_process_&lt;N&gt;.txt</source>
        <translation>
            <numerusform>[pipewright] %1 步骤：在本机运行 %n 个进程，各自写入 user_logs/std_log_process_&lt;N&gt;.txt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] process %1: %2</source>
        <translation>[pipewright] 进程 %1：%2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>cannot start %1 for process %2: %3</source>
        <translation>无法为进程 %2 启动 %1：%3</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>[pipewright] %1</source>
        <translation>[pipewright] %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>[pipewright] %1; ending the other processes</source>
        <translation>[pipewright] %1；正在结束其他进程</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>process %1 was killed by %2</source>
        <translation>进程 %1 被 %2 终止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>process %1 exited with code %2 (see user_logs/std_log_process_%1.txt)</source>
        <translation>进程 %1 以退出码 %2 结束（见 user_logs/std_log_process_%1.txt）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation>无法写入步骤日志：%1</translation>
    </message>
</context>
<context>
    <name>pw::DocumentTab</name>
    <message>
        <location filename="../ui/shell/documenttab.cpp" line="+166"/>
        <source>Typing</source>
        <translation>键入</translation>
    </message>
</context>
<context>
    <name>pw::FindBar</name>
    <message>
        <location filename="../ui/shell/findbar.cpp" line="+70"/>
        <source>Find in file</source>
        <translation>在文件中查找</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配项 (Shift+F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next match (F3)</source>
        <translation>下一个匹配项 (F3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+51"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>pw::FindingsList</name>
    <message numerus="yes">
        <location filename="../ui/compute/findingslist.cpp" line="+44"/>
        <source>(%n instance(s) would fit.)</source>
        <translation>
            <numerusform>（可容纳 %n 个实例。）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sizes with free quota: %1.</source>
        <translation>有可用配额的大小：%1。</translation>
    </message>
</context>
<context>
    <name>pw::GoToStepDialog</name>
    <message>
        <location filename="../ui/shell/gotostepdialog.cpp" line="+32"/>
        <source>Go to Step</source>
        <translation>转到步骤</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>inline %1</source>
        <translation>内联 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step or component name</source>
        <translation>步骤或组件名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter steps</source>
        <translation>筛选步骤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Go</source>
        <translation>转到</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%1 of %n step(s)</source>
        <translation>
            <numerusform>%1 / %n 个步骤</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::InstanceTypeEditor</name>
    <message>
        <location filename="../ui/compute/instancetypeeditor.cpp" line="+32"/>
        <source>Kubernetes Instance Types</source>
        <translation>Kubernetes 实例类型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add Label</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Label</source>
        <translation>移除标签</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node selector:</source>
        <translation>节点选择器：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU request:</source>
        <translation>CPU 请求：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory request:</source>
        <translation>内存请求：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU limit:</source>
        <translation>CPU 限制：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory limit:</source>
        <translation>内存限制：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU limit:</source>
        <translation>GPU 限制：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU in cores (2) or millicores (500m); memory with Ki, Mi, Gi or K, M, G; GPUs as a whole number, given under limits only. Requests may not exceed limits.</source>
        <translation>CPU 以核心（2）或毫核（500m）表示；内存使用 Ki、Mi、Gi 或 K、M、G；GPU 为整数，只能在 limits 下指定。请求不能超过限制。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Instance Types</source>
        <translation>打开实例类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YAML files (*.yml *.yaml);;All files (*)</source>
        <translation>YAML 文件 (*.yml *.yaml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save Instance Types</source>
        <translation>保存实例类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YAML files (*.yml *.yaml)</source>
        <translation>YAML 文件 (*.yml *.yaml)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not Saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+58"/>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: two instance types have this name; Kubernetes keeps only the last.</source>
        <translation>%1：两个实例类型使用了此名称；Kubernetes 只保留最后一个。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: node selector %2: %3</source>
        <translation>%1：节点选择器 %2：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every instance type is valid.</source>
        <translation>所有实例类型都有效。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not saved yet; Save As writes the YAML for kubectl apply -f.</source>
        <translation>尚未保存；“另存为”会写出用于 kubectl apply -f 的 YAML。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not Opened</source>
        <translation>未打开</translation>
    </message>
</context>
<context>
    <name>pw::JobsModel</name>
    <message>
        <location filename="../ui/models/jobsmodel.cpp" line="+177"/>
        <source>%1 (rerun of %2)</source>
        <translation>%1（重新运行自 %2）</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline</source>
        <translation>管道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
</context>
<context>
    <name>pw::JobsPanel</name>
    <message>
        <location filename="../ui/run/jobspanel.cpp" line="+156"/>
        <source>Filter jobs by id, pipeline or status</source>
        <translation>按 ID、管道或状态筛选作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filter jobs</source>
        <translation>筛选作业</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All statuses</source>
        <translation>所有状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active</source>
        <translation>活动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show jobs with status</source>
        <translation>显示具有此状态的作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the run view of the selected job (double-click)</source>
        <translation>打开所选作业的运行视图（双击）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+102"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>Cancel the selected jobs</source>
        <translation>取消所选作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+168"/>
        <source>Rerun</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Run the failed steps of the selected job again, as a new job linked to it</source>
        <translation>将所选作业中失败的步骤作为关联的新作业重新运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare the two selected jobs: parameters, statuses, durations</source>
        <translation>比较所选的两个作业：参数、状态和持续时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+114"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>Read the job list again</source>
        <translation>重新读取作业列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+96"/>
        <source>Rerun failed steps</source>
        <translation>重新运行失败的步骤</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+97"/>
        <source>Rerun chosen steps…</source>
        <translation>重新运行所选步骤…</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No jobs yet. Open a pipeline and press F5 to run it on this machine.</source>
        <translation>还没有作业。打开管道并按 F5 即可在本机上运行。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Open run view</source>
        <translation>打开运行视图</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Compare the two selected jobs</source>
        <translation>比较所选的两个作业</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rerun steps of %1</source>
        <translation>重新运行 %1 的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run these steps again, and every step that depends on them, as a new job. The other steps reuse the outputs of %1.</source>
        <translation>将这些步骤以及依赖于它们的所有步骤作为新作业重新运行。其他步骤重用 %1 的输出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Steps to run again</source>
        <translation>要重新运行的步骤</translation>
    </message>
</context>
<context>
    <name>pw::KubernetesPage</name>
    <message>
        <location filename="../ui/compute/kubernetespage.cpp" line="+32"/>
        <source>A Kubernetes cluster attached to the workspace. Its instance types set the CPU, memory and GPU a step requests and is limited to, and the nodes it runs on.</source>
        <translation>附加到工作区的 Kubernetes 群集。其实例类型决定步骤请求和受限的 CPU、内存和 GPU，以及步骤运行所在的节点。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compute:</source>
        <translation>计算资源：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CPU request / limit</source>
        <translation>CPU 请求 / 限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory request / limit</source>
        <translation>内存请求 / 限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Instance count:</source>
        <translation>实例数量：</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>no Kubernetes compute: type its name</source>
        <translation>没有 Kubernetes 计算资源：请输入其名称</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The compute&apos;s default</source>
        <translation>计算资源的默认值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The compute is not known here; its instance types are checked when the job is submitted.</source>
        <translation>此处不知道该计算资源；提交作业时会检查其实例类型。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — runs on nodes with %2; requests %3 CPU and %4 memory, limited to %5 CPU, %6 memory and %7 GPU.</source>
        <translation>%1 — 运行在带有 %2 的节点上；请求 %3 CPU 和 %4 内存，限制为 %5 CPU、%6 内存和 %7 GPU。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>any labels</source>
        <translation>任意标签</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The compute&apos;s default instance type (defaultinstancetype): 100m CPU and 2Gi memory unless the cluster defines it otherwise.</source>
        <translation>计算资源的默认实例类型（defaultinstancetype）：除非群集另行定义，否则为 100m CPU 和 2Gi 内存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an instance type of %2.</source>
        <translation>%1 不是 %2 的实例类型。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Choose a Kubernetes compute.</source>
        <translation>请选择一个 Kubernetes 计算资源。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a Kubernetes compute this backend lists; it is checked when the job is submitted.</source>
        <translation>%1 不是此后端列出的 Kubernetes 计算资源；提交作业时会进行检查。</translation>
    </message>
</context>
<context>
    <name>pw::LinkDialog</name>
    <message>
        <location filename="../views/canvas/linkdialog.cpp" line="+38"/>
        <source>Link Ports</source>
        <translation>连接端口</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Link</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>  — linked</source>
        <translation>  — 已连接</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;From output:</source>
        <translation>从输出(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;To input:</source>
        <translation>到输入(&amp;T)：</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>This pipeline has no output or no input to link.</source>
        <translation>此管道没有可连接的输出或输入。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>These ports can be linked.</source>
        <translation>可以连接这些端口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can be linked, but check: %1</source>
        <translation>可以连接，但请检查：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Cannot link: %1</source>
        <translation>无法连接：%1</translation>
    </message>
</context>
<context>
    <name>pw::LocalBackend</name>
    <message>
        <location filename="../models/backends/localbackend.cpp" line="+81"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>pw::LocalCompute</name>
    <message>
        <location filename="../models/backends/localcompute.cpp" line="+25"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Steps run as processes of this machine.</source>
        <translation>步骤作为本机的进程运行。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cores of this machine</source>
        <translation>本机核心</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Memory of this machine (MiB)</source>
        <translation>本机内存 (MiB)</translation>
    </message>
</context>
<context>
    <name>pw::LocalEngine</name>
    <message>
        <location filename="../models/backends/localengine_cancel.cpp" line="+81"/>
        <location line="+18"/>
        <source>the application closed while the job ran</source>
        <translation>作业运行期间应用程序已关闭</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+69"/>
        <source>the run store is not open</source>
        <translation>运行存储未打开</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no job &apos;%1&apos; to rerun</source>
        <translation>没有可重新运行的作业 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the pipeline cannot run on this machine: %1</source>
        <translation>管道无法在本机上运行：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the pipeline has no steps to run</source>
        <translation>管道中没有可运行的步骤</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cannot create the run folder %1</source>
        <translation>无法创建运行文件夹 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>job &apos;%1&apos; has no step &apos;%2&apos;</source>
        <translation>作业 &apos;%1&apos; 没有步骤 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>cannot record the job in the run store: %1</source>
        <translation>无法在运行存储中记录作业：%1</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_python.cpp" line="+144"/>
        <location filename="../ui/run/runview_header.cpp" line="+42"/>
        <source>steps run with this machine&apos;s Python (%1), not in their environments (%2); packages may differ</source>
        <translation>步骤使用本机的 Python（%1）运行，而不是在其环境（%2）中运行；包可能有所不同</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/run/runview_header.cpp" line="+3"/>
        <source>step &apos;%1&apos;: %2 lists packages that %3 cannot import: %4</source>
        <translation>步骤 &apos;%1&apos;：%2 列出的以下包无法由 %3 导入：%4</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+87"/>
        <source>not run: step &apos;%1&apos; did not complete</source>
        <translation>未运行：步骤 &apos;%1&apos; 未完成</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_steps.cpp" line="+68"/>
        <location filename="../models/backends/localengine_web.cpp" line="+106"/>
        <source>[pipewright] Failed: %1</source>
        <translation>[pipewright] 失败：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../models/backends/localengine_web.cpp" line="-76"/>
        <source>cannot create the step folder %1</source>
        <translation>无法创建步骤文件夹 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the disk is full: %1 MB free on %2, a step needs at least %3 MB for its outputs and logs</source>
        <translation>磁盘已满：%2 上的可用空间为 %1 MB，一个步骤至少需要 %3 MB 来存放其输出和日志</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>input &apos;%1&apos; does not exist: %2</source>
        <translation>输入 &apos;%1&apos; 不存在：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>input &apos;%1&apos; reads output &apos;%2&apos; of step &apos;%3&apos;, which it did not write%4</source>
        <translation>输入 &apos;%1&apos; 读取步骤 &apos;%3&apos; 的输出 &apos;%2&apos;，但该步骤没有写入此输出%4</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>[pipewright] Reused the outputs of step &apos;%1&apos; of job %2: its component, code, inputs and parameters are unchanged.</source>
        <translation>[pipewright] 已重用作业 %2 中步骤 &apos;%1&apos; 的输出：其组件、代码、输入和参数均未更改。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the code folder %1 holds this machine&apos;s run folders (%2): a copy of it would copy itself; give the step a code folder of its own, or set PIPEWRIGHT_HOME outside it</source>
        <translation>代码文件夹 %1 包含本机的运行文件夹（%2）：复制它会无休止地复制自身；请为该步骤指定单独的代码文件夹，或将 PIPEWRIGHT_HOME 设在它之外</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot create the working directory %1</source>
        <translation>无法创建工作目录 %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>job %1, step %2 (%3)</source>
        <translation>作业 %1，步骤 %2（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>working directory: %1</source>
        <translation>工作目录：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/run/pythonhint.cpp" line="+33"/>
        <source>python: %1</source>
        <translation>python：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input %1 = %2</source>
        <translation>输入 %1 = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>output %1 = %2</source>
        <translation>输出 %1 = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-29"/>
        <source>the step ran longer than its limits.timeout of %n second(s)</source>
        <translation>
            <numerusform>步骤运行时间超过了 limits.timeout 规定的 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+68"/>
        <source>output &apos;%1&apos; (uri_file) was not written</source>
        <translation>未写入输出 &apos;%1&apos;（uri_file）</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_cancel.cpp" line="-84"/>
        <source>canceled: step &apos;%1&apos; failed and continue_on_step_failure is off</source>
        <translation>已取消：步骤 &apos;%1&apos; 失败，且 continue_on_step_failure 已关闭</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>cancel requested</source>
        <translation>已请求取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+3"/>
        <source>canceled by the user</source>
        <translation>已由用户取消</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine.cpp" line="+50"/>
        <source>step &apos;%1&apos; failed: %2</source>
        <translation>步骤 &apos;%1&apos; 失败：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a step failed</source>
        <translation>有步骤失败</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>(%n step(s) failed in all)</source>
        <translation>
            <numerusform>（共有 %n 个步骤失败）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step was canceled</source>
        <translation>有步骤被取消</translation>
    </message>
    <message>
        <location filename="../models/backends/localengine_web.cpp" line="+14"/>
        <source>[pipewright] input &apos;%1&apos;: fetching %2</source>
        <translation>[pipewright] 输入 &apos;%1&apos;：正在获取 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>[pipewright] input &apos;%1&apos;: %2 of %3</source>
        <translation>[pipewright] 输入 &apos;%1&apos;：%2 / %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+25"/>
        <location line="+4"/>
        <source>[pipewright] input &apos;%1&apos;: %2</source>
        <translation>[pipewright] 输入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>input &apos;%1&apos; could not be fetched: %2</source>
        <translation>无法获取输入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>input &apos;%1&apos;: %2</source>
        <translation>输入 &apos;%1&apos;：%2</translation>
    </message>
</context>
<context>
    <name>pw::LocalPage</name>
    <message numerus="yes">
        <location filename="../ui/compute/infopages.cpp" line="-24"/>
        <source>%n core(s) and %1 of memory</source>
        <translation>
            <numerusform>%n 个核心和 %1 内存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n core(s)</source>
        <translation>
            <numerusform>%n 个核心</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step runs as a process of this machine (%1), with the Python environment chosen for local runs. Azure ML&apos;s az ml CLI runs such steps only with a local compute; submitted to a workspace, choose a cluster or serverless compute instead.</source>
        <translation>该步骤作为本机的进程运行（%1），使用为本地运行选择的 Python 环境。Azure ML 的 az ml CLI 只在本地计算上运行此类步骤；提交到工作区时，请改为选择群集或无服务器计算。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A workspace does not run local steps: this step runs only with the local backend.</source>
        <translation>工作区不运行本地步骤：此步骤只能在本地后端运行。</translation>
    </message>
</context>
<context>
    <name>pw::LogFile</name>
    <message>
        <location filename="../models/core/logs/logfile_mapping.cpp" line="+110"/>
        <source>%1 is a folder, not a log file.</source>
        <translation>%1 是文件夹，不是日志文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a regular file.</source>
        <translation>%1 不是常规文件。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot map %1 into memory: %2</source>
        <translation>无法将 %1 映射到内存：%2</translation>
    </message>
    <message>
        <location filename="../models/core/logs/logfile.cpp" line="+160"/>
        <source>%1 was replaced</source>
        <translation>%1 已被替换</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was truncated</source>
        <translation>%1 已被截断</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 was rewritten</source>
        <translation>%1 已被重写</translation>
    </message>
    <message>
        <location filename="../models/core/logs/logfile_search.cpp" line="+424"/>
        <source>%1 changed while it was searched.</source>
        <translation>%1 在搜索期间发生了更改。</translation>
    </message>
</context>
<context>
    <name>pw::LogView</name>
    <message>
        <location filename="../views/logview.cpp" line="+28"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Line…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Previous</source>
        <translation>查找上一个(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Follow Tail</source>
        <translation>跟踪末尾(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the end of the log in view while it grows</source>
        <translation>日志增长时始终显示其末尾</translation>
    </message>
    <message>
        <location filename="../views/logview_paint.cpp" line="+115"/>
        <source>No log open</source>
        <translation>未打开日志</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The log is empty</source>
        <translation>日志为空</translation>
    </message>
    <message numerus="yes">
        <location line="+82"/>
        <source>… [line cut here: %n more byte(s)]</source>
        <translation>
            <numerusform>… [此行在此截断：还有 %n 个字节]</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Indexing… %1%</source>
        <translation>正在编制索引… %1%</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Indexing stopped at %1% (%L2 lines)</source>
        <translation>索引已在 %1% 处停止（%L2 行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Searching… %1%</source>
        <translation>正在搜索… %1%</translation>
    </message>
    <message>
        <location filename="../views/logview_keyboard.cpp" line="+177"/>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line number (%L1 lines so far):</source>
        <translation>行号（目前共 %L1 行）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line number (1–%L1):</source>
        <translation>行号（1–%L1）：</translation>
    </message>
    <message>
        <location filename="../views/logview.cpp" line="+149"/>
        <source>&amp;Stop Indexing</source>
        <translation>停止编制索引(&amp;S)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume Indexing</source>
        <translation>继续编制索引(&amp;R)</translation>
    </message>
    <message>
        <location filename="../views/logview_selection.cpp" line="+194"/>
        <source>Only the first %L1 characters of the selection were copied.</source>
        <translation>只复制了所选内容的前 %L1 个字符。</translation>
    </message>
</context>
<context>
    <name>pw::LogWriter</name>
    <message>
        <location filename="../models/backends/processutil.cpp" line="-114"/>
        <location line="+27"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>pw::MainWindow</name>
    <message>
        <location filename="../ui/shell/mainwindow.ui" line="+15"/>
        <location filename="../ui/shell/mainwindow.cpp" line="+619"/>
        <source>Pipewright</source>
        <translation>Pipewright</translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+371"/>
        <source>Open a pipeline to add steps to it.</source>
        <translation>打开管道以向其中添加步骤。</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_backend.cpp" line="+18"/>
        <source>Backend: none</source>
        <translation>后端：无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend is available: pipelines cannot be run from this window.</source>
        <translation>没有可用的后端：无法从此窗口运行管道。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pipelines run on this computer, each step as a process of its own.</source>
        <translation>管道在此计算机上运行，每个步骤作为单独的进程运行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backend: %1</source>
        <translation>后端：%1</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="-218"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>打开最近的文件(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pipeline</source>
        <translation>管道(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a pipeline YAML file</source>
        <translation>打开管道 YAML 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Folder as Workspace…</source>
        <translation>将文件夹作为工作区打开(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Parallel Logs…</source>
        <translation>打开并行日志(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read a parallel step&apos;s logs folder (Azure ML&apos;s layout) in the parallel-step panel</source>
        <translation>在并行步骤面板中读取并行步骤的日志文件夹（Azure ML 的布局）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a project folder in the Workspace panel</source>
        <translation>在“工作区”面板中显示项目文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the current pipeline</source>
        <translation>保存当前管道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save A&amp;ll</source>
        <translation>全部保存(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Recent</source>
        <translation>清除最近的文件(&amp;C)</translation>
    </message>
    <message>
        <location line="+319"/>
        <source>&lt;h3&gt;Pipewright %1&lt;/h3&gt;&lt;p&gt;A desktop studio for Azure Machine Learning CLI v2 pipelines: open, check and edit pipeline YAML files, draw and edit them on a canvas, and run them on this computer.&lt;/p&gt;&lt;p&gt;Released under the MIT License.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pipewright %1&lt;/h3&gt;&lt;p&gt;用于 Azure 机器学习 CLI v2 管道的桌面工作室：打开、检查和编辑管道 YAML 文件，在画布上绘制和编辑管道，并在此计算机上运行管道。&lt;/p&gt;&lt;p&gt;基于 MIT 许可证发布。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/shell/editactions.cpp" line="+94"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="-318"/>
        <source>&amp;Reset Layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Validate</source>
        <translation>验证(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validate</source>
        <translation>验证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the current pipeline and list the problems</source>
        <translation>检查当前管道并列出问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Pipewright</source>
        <translation>关于 Pipewright(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;System Language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/shell/dockmanager.cpp" line="+186"/>
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outline</source>
        <translation>大纲</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+7"/>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../ui/workspace/workspacepanel.cpp" line="+116"/>
        <source>No folder is open. Open a project folder to browse its pipelines, components and data.</source>
        <translation>尚未打开文件夹。打开项目文件夹即可浏览其中的管道、组件和数据。</translation>
    </message>
    <message>
        <location filename="../ui/shell/dockmanager.cpp" line="+2"/>
        <source>Open a pipeline to see its inputs, outputs and steps.</source>
        <translation>打开管道即可查看其输入、输出和步骤。</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_backend.cpp" line="-4"/>
        <source>Backend: Local</source>
        <translation>后端：本地</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+96"/>
        <source>Stop loading</source>
        <translation>停止加载</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Could not open the file: %1. Check that it exists and that you may read it.</source>
        <translation>无法打开文件：%1。请检查该文件是否存在，以及你是否有权读取它。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is not UTF-8 text. It is shown read-only so that nothing in it is lost.</source>
        <translation>%1 不是 UTF-8 文本。它以只读方式显示，以免丢失任何内容。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not valid YAML. It is open so that you can fix it; the Problems panel shows where the error is.</source>
        <translation>%1 不是有效的 YAML。文件已打开以便你修复；“问题”面板会显示错误所在的位置。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Loading cancelled</source>
        <translation>已取消加载</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loading %1 files…</source>
        <translation>正在加载 %1 个文件…</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Close (%1)</source>
        <translation>关闭 (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The canvas layout could not be read: %1</source>
        <translation>无法读取画布布局：%1</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+184"/>
        <source>%1[*] — Pipewright</source>
        <extracomment>%1 is the file name; [*] is where Qt shows the unsaved-changes mark</extracomment>
        <translation>%1[*] — Pipewright</translation>
    </message>
    <message>
        <location filename="../ui/shell/editactions.cpp" line="+10"/>
        <source>Typing</source>
        <translation>键入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo %1</source>
        <translation>撤消 %1(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>撤消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+45"/>
        <source>Open Pipeline</source>
        <translation>打开管道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YAML files (*.yml *.yaml);;All files (*)</source>
        <translation>YAML 文件 (*.yml *.yaml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_workspace.cpp" line="+71"/>
        <source>Open Folder as Workspace</source>
        <translation>将文件夹作为工作区打开</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not open the folder %1: it does not exist or is not a folder.</source>
        <translation>无法打开文件夹 %1：它不存在或不是文件夹。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Workspace: %1</source>
        <translation>工作区：%1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cannot copy the sample workspace to %1: %2</source>
        <translation>无法将示例工作区复制到 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sample workspace was copied to %1, where it can be edited and run.</source>
        <translation>示例工作区已复制到 %1，可在那里编辑和运行。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the folder cannot be made</source>
        <translation>无法创建该文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be made</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 cannot be copied</source>
        <translation>无法复制 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is not a YAML file; only pipelines and components open in Pipewright.</source>
        <translation>%1 不是 YAML 文件；Pipewright 只能打开管道和组件。</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+183"/>
        <location line="+18"/>
        <source>Could not save: %1.</source>
        <translation>无法保存：%1。</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+19"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Pipeline As</source>
        <translation>管道另存为</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+94"/>
        <source>YAML files (*.yml *.yaml)</source>
        <translation>YAML 文件 (*.yml *.yaml)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “%1” before closing?</source>
        <translation>关闭前是否保存对“%1”的更改？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you don&apos;t save, your changes will be lost.</source>
        <translation>如果不保存，你所做的更改将会丢失。</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_problems.cpp" line="+78"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problems (%1)</source>
        <translation>问题 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No problems</source>
        <translation>没有问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the Problems panel</source>
        <translation>显示“问题”面板</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+95"/>
        <source>Ln %1, Col %2</source>
        <extracomment>cursor position in the editor: line and column</extracomment>
        <translation>行 %1，列 %2</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_problems.cpp" line="+43"/>
        <source>%1: no problems found</source>
        <translation>%1：未发现问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="+98"/>
        <source>&amp;%1 %2 — %3</source>
        <extracomment>recent file entry: number, file name, folder name</extracomment>
        <translation>&amp;%1 %2 — %3</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow.cpp" line="+11"/>
        <source>the system language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language set to %1.</source>
        <translation>语言已设置为“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language set to %1. Pipewright&apos;s own texts are not translated into it yet and stay in English; the change is kept for the next start.</source>
        <translation>语言已设置为“%1”。Pipewright 自身的文本尚未翻译为该语言，仍以英文显示；此设置会保留到下次启动。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Pipewright</source>
        <translation>关于 Pipewright</translation>
    </message>
    <message>
        <location line="-335"/>
        <source>&amp;New Pipeline…</source>
        <translation>新建管道(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create an empty pipeline file and open its canvas</source>
        <translation>创建空的管道文件并打开其画布</translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="-158"/>
        <source>&amp;Export Canvas Image…</source>
        <translation>导出画布图片(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save a picture of the pipeline&apos;s canvas as SVG or PNG</source>
        <translation>将管道画布保存为 SVG 或 PNG 图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected steps, links or notes on the canvas</source>
        <translation>删除画布上所选的步骤、连接或注释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rena&amp;me Step…</source>
        <translation>重命名步骤(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;Note</source>
        <translation>添加注释(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Canvas</source>
        <translation>画布(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pipeline&apos;s graph</source>
        <translation>显示管道的图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;YAML Source</source>
        <translation>YAML 源代码(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pipeline&apos;s YAML text beside the canvas</source>
        <translation>在画布旁边显示管道的 YAML 文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit All</source>
        <translation>全部显示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit &amp;Selection</source>
        <translation>显示所选内容(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;nap to Grid</source>
        <translation>对齐网格(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Arrange</source>
        <translation>自动排列(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Step…</source>
        <translation>转到步骤(&amp;G)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a step by its name or its component&apos;s and show it on the canvas</source>
        <translation>按步骤名称或其组件名称查找步骤，并在画布上显示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Link Ports…</source>
        <translation>连接端口(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link an output to an input without dragging</source>
        <translation>无需拖动即可将输出连接到输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Promote Input to Pipeline Input…</source>
        <translation>将输入提升为管道输入(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let an input of the selected step be set when the pipeline is submitted</source>
        <translation>让所选步骤的某个输入在提交管道时设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;orts</source>
        <translation>端口(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Port</source>
        <translation>下一个端口(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the keyboard focus to the next port of the current step</source>
        <translation>将键盘焦点移到当前步骤的下一个端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Port</source>
        <translation>上一个端口(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Link From Port…</source>
        <translation>从端口开始连接(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a link at the focused port and choose its other end with the keyboard</source>
        <translation>从焦点所在的端口开始连接，并用键盘选择另一端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove Port Links</source>
        <translation>移除端口的连接(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the links of the focused port</source>
        <translation>移除焦点所在端口的连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note Si&amp;ze</source>
        <translation>注释大小(&amp;Z)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Wider</source>
        <translation>加宽(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Narrower</source>
        <translation>变窄(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Taller</source>
        <translation>加高(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Shorter</source>
        <translation>变矮(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ali&amp;gn</source>
        <translation>对齐(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Left Edges</source>
        <translation>左边缘(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Top Edges</source>
        <translation>上边缘(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Middles (in a Row)</source>
        <translation>水平居中（同一行）(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Centres (in a Column)</source>
        <translation>垂直居中（同一列）(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Minimap</source>
        <translation>小地图(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a map of the whole pipeline while part of it is out of sight</source>
        <translation>当管道有部分内容不在视图中时，显示整个管道的缩略图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay the canvas out again, left to right</source>
        <translation>从左到右重新排列画布</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="-183"/>
        <source>The pipeline was saved, but its canvas layout was not: %1.</source>
        <translation>已保存管道，但未保存其画布布局：%1。</translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+76"/>
        <source>Export Canvas Image</source>
        <translation>导出画布图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>SVG 图片 (*.svg);;PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not export %1: choose a file name ending in .svg or .png.</source>
        <translation>无法导出 %1：请选择以 .svg 或 .png 结尾的文件名。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not export the canvas: %1.</source>
        <translation>无法导出画布：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../ui/shell/documentmanager.cpp" line="-48"/>
        <source>New Pipeline</source>
        <translation>新建管道</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 already exists; choose another name for the new pipeline.</source>
        <translation>%1 已存在；请为新管道选择其他名称。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not create the pipeline: %1.</source>
        <translation>无法创建管道：%1。</translation>
    </message>
    <message>
        <location filename="../ui/canvas/canvasactions.cpp" line="+50"/>
        <source>Enter adds the first component found; Down picks another; Escape goes back.</source>
        <translation>按 Enter 添加找到的第一个组件；按向下键选择其他组件；按 Esc 返回。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Add a step that takes %1</source>
        <translation>添加接受 %1 的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a step that gives %1</source>
        <translation>添加提供 %1 的步骤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (v%2)</source>
        <translation>%1 (v%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add and link %1</source>
        <translation>添加并连接 %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No component in the workspace fits</source>
        <translation>工作区中没有合适的组件</translation>
    </message>
    <message>
        <location filename="../ui/shell/mainwindow_parallel.cpp" line="+24"/>
        <source>Open Parallel Logs</source>
        <translation>打开并行日志</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not a Folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is not a folder.</source>
        <translation>%1 不是文件夹。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Design of %1; logs of its last run, %2</source>
        <translation>%1 的设计；其最近一次运行 %2 的日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design of %1; no run of this step yet</source>
        <translation>%1 的设计；此步骤尚未运行</translation>
    </message>
</context>
<context>
    <name>pw::MessageBanner</name>
    <message>
        <location filename="../ui/widgets/messagebanner.cpp" line="+46"/>
        <location line="+107"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="-106"/>
        <location line="+107"/>
        <source>Close message</source>
        <translation>关闭消息</translation>
    </message>
    <message>
        <location line="-95"/>
        <location line="+96"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>pw::MiniBatchesModel</name>
    <message>
        <location filename="../ui/models/minibatchesmodel.cpp" line="+78"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>bytes %1–%2</source>
        <translation>字节 %1–%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bytes %1 to the end</source>
        <translation>字节 %1 至末尾</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes %1 to %2 of the file</source>
        <translation>文件的第 %1 至 %2 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From byte %1 to the end of the file</source>
        <translation>从第 %1 字节到文件末尾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The whole file</source>
        <translation>整个文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>part %1</source>
        <translation>第 %1 部分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>parts %1</source>
        <translation>第 %1 部分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dataset: %1</source>
        <translation>数据集：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, of %2 bytes each</source>
        <translation>%1，每部分 %2 字节</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n file(s): %1</source>
        <translation>
            <numerusform>%n 个文件：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n file(s):</source>
        <translation>
            <numerusform>%n 个文件：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <comment>partition: its files</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition: %1</source>
        <translation>分区：%1</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>What the mini-batch held: its files, or its part of a table (the Mini-batch Detail of processed_mini-batches.csv)</source>
        <translation>小批次包含的内容：其文件，或其所占的表格部分（processed_mini-batches.csv 的 Mini-batch Detail）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Items OK</source>
        <translation>成功项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Items failed</source>
        <translation>失败项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>pw::Minimap</name>
    <message>
        <location filename="../views/canvas/minimap.cpp" line="+31"/>
        <source>Canvas overview</source>
        <translation>画布概览</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole pipeline; click or drag to move the view</source>
        <translation>整个管道；单击或拖动可移动视图</translation>
    </message>
</context>
<context>
    <name>pw::OutlineModel</name>
    <message>
        <location filename="../models/core/document/outlinemodel.cpp" line="+19"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>inline</source>
        <translation>内联</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>local file</source>
        <translation>本地文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>registry</source>
        <translation>注册表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+8"/>
        <source>mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Pipeline input %1</source>
        <translation>管道输入 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline output %1</source>
        <translation>管道输出 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+65"/>
        <source>Type: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Value: %1</source>
        <translation>值：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode: %1</source>
        <translation>模式：%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>inline component</source>
        <translation>内联组件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step %1 (%2)</source>
        <translation>步骤 %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Component: %1</source>
        <translation>组件：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 of step %3</source>
        <translation>步骤 %3 的%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bound to: %1</source>
        <translation>绑定到：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not set; the component default %1 applies</source>
        <translation>未设置；使用组件的默认值 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declared by the component, not set in the pipeline</source>
        <translation>由组件声明，未在管道中设置</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>inline (%1)</source>
        <translation>内联 (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Component (%1)</source>
        <translation>组件 (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Version: %1</source>
        <translation>版本：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>used by %1</source>
        <translation>由 %1 使用</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Detail</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>pw::PaletteModel</name>
    <message>
        <location filename="../ui/models/palettemodel.cpp" line="+83"/>
        <source>New step</source>
        <translation>新建步骤</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command step</source>
        <translation>命令步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new step that runs a command in an environment (no component file)</source>
        <translation>在环境中运行命令的新步骤（无组件文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel step</source>
        <translation>并行步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new parallel step: mini-batches of an input spread over instances, with an entry script</source>
        <translation>新的并行步骤：将输入拆分为微批，分发到各个实例上，由入口脚本处理</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command components</source>
        <translation>命令组件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parallel components</source>
        <translation>并行组件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline components</source>
        <translation>管道组件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (v%2)</source>
        <translation>%1 (v%2)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Inputs:</source>
        <translation>输入：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outputs:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag onto the canvas, or press Enter, to add a step</source>
        <translation>拖到画布上或按 Enter 键即可添加步骤</translation>
    </message>
</context>
<context>
    <name>pw::PalettePanel</name>
    <message>
        <location filename="../ui/canvas/palettepanel.cpp" line="+158"/>
        <location line="+1"/>
        <source>Search components</source>
        <translation>搜索组件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for component files again</source>
        <translation>重新查找组件文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh components</source>
        <translation>刷新组件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>Open a folder to see the components in it.</source>
        <translation>打开文件夹以查看其中的组件。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No component matches.</source>
        <translation>没有匹配的组件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for components…</source>
        <translation>正在查找组件…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No component files in this folder.</source>
        <translation>此文件夹中没有组件文件。</translation>
    </message>
</context>
<context>
    <name>pw::ParallelLogsTab</name>
    <message numerus="yes">
        <location filename="../ui/parallel/parallellogstab.cpp" line="+60"/>
        <source>No match in %Ln file(s)</source>
        <translation>
            <numerusform>在 %Ln 个文件中没有匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The first %Ln match(es)</source>
        <translation>
            <numerusform>前 %Ln 处匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln 处匹配</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in %2</source>
        <comment>23 matches | in 5 of 29 files</comment>
        <translation>%1，位于%2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%1 of %Ln file(s)</source>
        <translation>
            <numerusform>%Ln 个文件中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search every log file of the step (Enter)</source>
        <translation>搜索该步骤的所有日志文件（回车）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>There is no logs folder at %1.</source>
        <translation>%1 处没有日志文件夹。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no job_result.txt: the step is still running, or it stopped before it wrote its result. The other logs are in the tree.</source>
        <translation>没有 job_result.txt：步骤仍在运行，或在写出结果之前已停止。其他日志在树中。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
</context>
<context>
    <name>pw::ParallelMiniBatchesTab</name>
    <message>
        <location filename="../ui/parallel/parallelminibatchestab.cpp" line="+31"/>
        <source>Filter by id, node, process or error</source>
        <translation>按 ID、节点、进程或错误筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Double-click a mini-batch to read its lines in its process log</source>
        <translation>双击微批可在其进程日志中查看相关行</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>pw::ParallelOverviewTab</name>
    <message>
        <location filename="../ui/parallel/paralleloverviewtab.cpp" line="+74"/>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batches done</source>
        <translation>已完成的微批</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Succeeded</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+166"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+161"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Items succeeded</source>
        <translation>成功项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Items failed</source>
        <translation>失败项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Estimated time left</source>
        <translation>预计剩余时间</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Thresholds</source>
        <translation>阈值</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Failed mini-batches:</source>
        <translation>失败的微批：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed items:</source>
        <translation>失败项：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slowest mini-batches</source>
        <translation>最慢的微批</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What could not be read:</source>
        <translation>无法读取的内容：</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No result</source>
        <translation>无结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The step is running; this view follows its logs.</source>
        <translation>步骤正在运行；此视图跟随其日志。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job_error.txt: %1</source>
        <translation>job_error.txt：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <location line="+4"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 mini-batches/s</source>
        <translation>%1 个微批/秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>at least %1 (for the mini-batches in progress)</source>
        <translation>至少 %1（针对进行中的微批）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2; no limit (-1)</source>
        <translation>%1 个%2；无限制（-1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2; the logs name no limit</source>
        <translation>%1 个%2；日志未给出限制</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 of %2 allowed %3</source>
        <translation>%1 / 允许的 %2 个%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>failed mini-batches</source>
        <translation>失败的微批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed items</source>
        <translation>失败项</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch %1 — %2 on %3/%4</source>
        <translation>微批 %1 — %2，在 %3/%4 上</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>node %1 (every process)</source>
        <translation>节点 %1（所有进程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1/%2 (%3 s)</source>
        <translation>%1/%2（%3 秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No progress for longer than the progress timeout (%1 s) from: %2. The step fails if it stays like this; look at these processes&apos; logs.</source>
        <translation>以下进程超过进度超时（%1 秒）没有进度：%2。如果一直如此，步骤将失败；请查看这些进程的日志。</translation>
    </message>
</context>
<context>
    <name>pw::ParallelResourcesTab</name>
    <message>
        <location filename="../ui/parallel/parallelresourcestab.cpp" line="+56"/>
        <source>One line per process</source>
        <translation>每个进程一条线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU and memory of each worker process instead of each node</source>
        <translation>显示每个工作进程而不是每个节点的 CPU 和内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>CPU (%)</source>
        <translation>CPU (%)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Memory used (MiB)</source>
        <translation>已用内存 (MiB)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disk read (MiB/s)</source>
        <translation>磁盘读取 (MiB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disk write (MiB/s)</source>
        <translation>磁盘写入 (MiB/s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 MiB/s</source>
        <translation>%1 MiB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Charts as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>Not Exported</source>
        <translation>未导出</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Export Samples as CSV</source>
        <translation>将样本导出为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This step has no resource samples in logs/sys/perf: its resource monitoring was off (--resource_monitor_interval 0), or the folder was copied without them.</source>
        <translation>此步骤在 logs/sys/perf 中没有资源采样：其资源监视已关闭（--resource_monitor_interval 0），或复制该文件夹时未包含采样。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No resource samples in logs/sys/perf yet.</source>
        <translation>logs/sys/perf 中还没有资源样本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No resource samples for node %1.</source>
        <translation>节点 %1 没有资源样本。</translation>
    </message>
</context>
<context>
    <name>pw::ParallelRunner</name>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="+610"/>
        <location line="+16"/>
        <source>mini-batch %1 (%2)</source>
        <translation>微批 %1（%2）</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>mini-batch %1 (%2, bytes %3-%4)</source>
        <translation>微批 %1（%2，字节 %3-%4）</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelrunner.cpp" line="+84"/>
        <source>cannot build the program arguments: %1</source>
        <translation>无法生成程序参数：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the entry script %1 is not in the code folder %2</source>
        <translation>入口脚本 %1 不在代码文件夹 %2 中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>input_data &apos;%1&apos; has no value</source>
        <translation>input_data &apos;%1&apos; 没有值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot read the folder %1</source>
        <translation>无法读取文件夹 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>append_row_to names output &apos;%1&apos;, which has no local path</source>
        <translation>append_row_to 指定的输出 &apos;%1&apos; 没有本地路径</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+8"/>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the parallel worker script is missing from this build</source>
        <translation>此版本中缺少并行工作进程脚本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>[pipewright] parallel step &apos;%1&apos; cannot start: %2</source>
        <translation>[pipewright] 并行步骤 &apos;%1&apos; 无法启动：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>[pipewright] parallel step &apos;%1&apos;: partitioned input &apos;%2&apos; (%3), %4 in %5, one per combination of %6 (partition_format &apos;%7&apos;)</source>
        <translation>[pipewright] 并行步骤“%1”：分区输入“%2”（%3），%4，分为 %5，键 %6 的每种取值组合一个（partition_format“%7”）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>[pipewright] note: mini_batch_size %1 is not used: partition_keys decide the mini-batches</source>
        <translation>[pipewright] 注意：未使用 mini_batch_size %1：由 partition_keys 决定微批</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] parallel step &apos;%1&apos;: file-list input &apos;%2&apos; (%3), listed while the step runs, in mini-batches of up to %4</source>
        <translation>[pipewright] 并行步骤“%1”：文件列表输入“%2”（%3），在步骤运行时列出，每个微批最多 %4</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+344"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot write the append_row result %1: %2. The rows of run() are kept in %3.</source>
        <translation>无法写入 append_row 结果 %1：%2。run() 返回的行保存在 %3 中。</translation>
    </message>
    <message numerus="yes">
        <location line="-367"/>
        <location line="+9"/>
        <location line="+3"/>
        <location line="+6"/>
        <location line="+101"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>[pipewright] parallel step &apos;%1&apos;: %2 input &apos;%3&apos; (%4), %5 in %6 of up to %7</source>
        <translation>[pipewright] 并行步骤 &apos;%1&apos;：%2输入 &apos;%3&apos;（%4），%5，分为 %6，每个最多 %7</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tabular</source>
        <translation>表格数据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>file-list</source>
        <translation>文件列表</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <location line="+19"/>
        <location line="+101"/>
        <location line="+24"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-40"/>
        <source>%n mini-batch(es)</source>
        <translation>
            <numerusform>%n 个微批</numerusform>
        </translation>
    </message>
    <message>
        <location line="-122"/>
        <source>[pipewright] %1 x %2 worker processes (instance_count x max_concurrency_per_instance); %3 per mini-batch, run() timeout %4 s; thresholds: mini_batch_error_threshold %5, error_threshold %6, allowed_failed_percent %7</source>
        <translation>[pipewright] %1 x %2 个工作进程（instance_count x max_concurrency_per_instance）；每个微批 %3，run() 超时 %4 秒；阈值：mini_batch_error_threshold %5，error_threshold %6，allowed_failed_percent %7</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-144"/>
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] entry script %1, arguments: %2</source>
        <translation>[pipewright] 入口脚本 %1，参数：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[pipewright] logs: %1 (start with logs/job_result.txt; the layout is in logs/readme.txt)</source>
        <translation>[pipewright] 日志：%1（请先查看 logs/job_result.txt；目录结构见 logs/readme.txt）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] warning: %1</source>
        <translation>[pipewright] 警告：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[pipewright] note: %1</source>
        <translation>[pipewright] 说明：%1</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="-350"/>
        <source>cannot start the worker process with %1: %2</source>
        <translation>无法使用 %1 启动工作进程：%2</translation>
    </message>
    <message>
        <location line="+246"/>
        <source>loading the mini-batch took longer than --task_overhead_timeout (%1 s)</source>
        <translation>加载微批的时间超过了 --task_overhead_timeout（%1 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run() did not finish within retry_settings.timeout (%1 s)</source>
        <translation>run() 未在 retry_settings.timeout（%1 秒）内完成</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>[pipewright] %1 done by %2: %3/%4 items in %5 s (%6)</source>
        <translation>[pipewright] %1 已由 %2 完成：%3/%4 项，用时 %5 秒（%6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] from here on, progress every %1 s; every mini-batch is in logs/sys/job_report/processed_mini-batches.csv</source>
        <translation>[pipewright] 此后每 %1 秒报告一次进度；每个微批都记录在 logs/sys/job_report/processed_mini-batches.csv 中</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>[pipewright] %1 failed on %2 (attempt %3 of %4, %5): %6; retrying</source>
        <translation>[pipewright] %1 在 %2 上失败（第 %3 次尝试，共 %4 次，%5）：%6；正在重试</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>[pipewright] %1 failed after %2 on %3 (%4): %5; %6 failed. See %7</source>
        <translation>[pipewright] %1 在 %3 上经过 %2 后失败（%4）：%5；%6 失败。请参阅 %7</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/parallelrunner.cpp" line="+110"/>
        <location filename="../models/backends/parallelworkers.cpp" line="+2"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="-9"/>
        <source> First failed: %1, %2 (see %3).</source>
        <translation> 第一个失败的是：%1，%2（请参阅 %3）。</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>input_data &apos;%1&apos;: %2</source>
        <translation>input_data“%1”：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] listed %1 in %2 s: %3</source>
        <translation>[pipewright] 已列出 %1，用时 %2 秒：%3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Exceeded mini_batch_error_threshold: %1 failed, more than the %2 allowed.</source>
        <translation>超过了 mini_batch_error_threshold：%1 失败，超过了允许的 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exceeded error_threshold: %1 failed, more than the %2 allowed.</source>
        <translation>超过了 error_threshold：%1 失败，超过了允许的 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exceeded --allowed_failed_percent: %1 of %2 mini-batches failed (%3%), more than the %4% allowed.</source>
        <translation>超过了 --allowed_failed_percent：%2 个微批中有 %1 个失败（%3%），超过了允许的 %4%。</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelworkers.cpp" line="+78"/>
        <source>the worker process %1 was killed by %2</source>
        <translation>工作进程 %1 被 %2 终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the worker process %1 exited with code %2</source>
        <translation>工作进程 %1 已退出，退出代码为 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the process was killed by %1 before init() finished</source>
        <translation>进程在 init() 完成前被 %1 终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the process exited with code %1 before init() finished</source>
        <translation>进程在 init() 完成前已退出，退出代码为 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>[pipewright] init() failed in %1: %2 (see %3)</source>
        <translation>[pipewright] init() 在 %1 中失败：%2（请参阅 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>init() of the entry script failed %1 (the limit is 2 x instance_count x max_concurrency_per_instance = %2). First error: %3 (see %4). %5</source>
        <translation>入口脚本的 init() 失败了 %1（上限为 2 x instance_count x max_concurrency_per_instance = %2）。第一个错误：%3（请参阅 %4）。%5</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n time(s)</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[pipewright] worker %1 ended (returncode %2); starting a new process</source>
        <translation>[pipewright] 工作进程 %1 已结束（返回代码 %2）；正在启动新进程</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No worker process is left to run the remaining %1. First init() error: %2 (see %3). %4</source>
        <translation>没有剩余的工作进程来运行剩下的 %1。第一个 init() 错误：%2（请参阅 %3）。%4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of %2 mini-batches processed</source>
        <translation>已处理 %1/%2 个微批</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>mini-batch %1 (partition %2)</source>
        <translation>微批 %1（分区 %2）</translation>
    </message>
    <message>
        <location filename="../models/backends/parallelrunner.cpp" line="+99"/>
        <source>[pipewright] ending the step: %1</source>
        <translation>[pipewright] 正在结束步骤：%1</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>[pipewright] Completed: %1</source>
        <translation>[pipewright] 已完成：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[pipewright] the results of run() are in %1</source>
        <translation>[pipewright] run() 的结果位于 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>[pipewright] %1: %2</source>
        <translation>[pipewright] %1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../models/backends/parallelworkers.cpp" line="-225"/>
        <source>[pipewright] %1</source>
        <translation>[pipewright] %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the step&apos;s log could not be written: %1</source>
        <translation>无法写入步骤日志：%1</translation>
    </message>
</context>
<context>
    <name>pw::ParallelSettingsModel</name>
    <message>
        <location filename="../models/core/parallel/parallelsettingsmodel.cpp" line="+67"/>
        <source>(a mapping of %1 keys)</source>
        <translation>（含 %1 个键的映射）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(a list)</source>
        <translation>（列表）</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>No pipeline is open.</source>
        <translation>没有打开的管道。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pipeline file could not be read as YAML; its settings are shown once it can.</source>
        <translation>无法把管道文件读作 YAML；能读取后再显示其设置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pipeline has no step “%1”.</source>
        <translation>管道中没有步骤“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step “%1” is not a parallel step.</source>
        <translation>步骤“%1”不是并行步骤。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The component is written inside the step.</source>
        <translation>组件写在步骤内部。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Component values come from %1.</source>
        <translation>组件的值来自 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The component file %1 could not be read; its values are not shown.</source>
        <translation>无法读取组件文件 %1；不显示其中的值。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The component %1 lives in Azure ML; its own values are not known here.</source>
        <translation>组件 %1 位于 Azure ML 中；此处不知道它自己的值。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>--%1 is given without a value.</source>
        <translation>--%1 没有给出值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written as --%1; the runtime takes it for --%2.</source>
        <translation>写作 --%1；运行时将其视为 --%2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The value is written over several keys in the file; change it in the YAML source.</source>
        <translation>该值在文件中分布在多个键上；请在 YAML 源中修改。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change environment variables in the Properties panel.</source>
        <translation>请在“属性”面板中修改环境变量。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The task comes from the component; change it there, or give the step a task of its own in the YAML source.</source>
        <translation>任务来自组件；请在组件中修改，或在 YAML 源中为步骤指定自己的任务。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>(required)</source>
        <translation>（必填）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (a table)</source>
        <translation>%1（表）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 files</source>
        <translation>%1 个文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the compute&apos;s)</source>
        <translation>（计算资源的设置）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>(summary only)</source>
        <translation>（仅摘要）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+39"/>
        <source>component</source>
        <translation>组件</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Written on line %1 of the %2 file.</source>
        <translation>写在%2文件的第 %1 行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pipeline</source>
        <translation>管道</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Setting</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective value</source>
        <translation>生效值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>These are the settings a run used; they cannot be changed.</source>
        <translation>这些是运行所用的设置，不能更改。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pipeline cannot be changed.</source>
        <translation>不能更改此管道。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Separate the names with commas, without empty names.</source>
        <translation>用逗号分隔名称，不要有空名称。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An option of the runtime takes a plain value, not a binding.</source>
        <translation>运行时的选项只接受普通值，不接受绑定。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The pipeline file could not be changed at this place; change it in the YAML source.</source>
        <translation>无法在此处更改管道文件；请在 YAML 源中修改。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Set %1 of %2</source>
        <translation>设置 %2 的 %1</translation>
    </message>
    <message>
        <location filename="../models/core/parallel/parallelsettingsmodel_defs.cpp" line="+20"/>
        <source>Input data</source>
        <translation>输入数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The input that is cut into mini-batches, such as ${{inputs.data}}: a folder of files or a table (mltable). The step&apos;s other inputs are given whole to every mini-batch.</source>
        <translation>被切分成微批的输入，例如 ${{inputs.data}}：一个文件夹或一个表（mltable）。步骤的其他输入会完整地提供给每个微批。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mini-batch size</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much one run() call gets: a number of files for a file input, or an approximate size such as 10kb, 100mb or 1gb for a table.</source>
        <translation>每次 run() 调用得到多少数据：文件输入时为文件个数，表输入时为近似大小，例如 10kb、100mb 或 1gb。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partition keys</source>
        <translation>分区键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns whose values group the rows: rows with the same values form one mini-batch. Set, they win over the mini-batch size. Separate several with commas.</source>
        <translation>按其取值对行分组的列：取值相同的行组成一个微批。设置后优先于微批大小。多个列用逗号分隔。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mini-batches without data</source>
        <translation>无数据的微批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs the entry script this many times without any input data (an option of the older runtime).</source>
        <translation>在没有任何输入数据的情况下运行入口脚本的次数（旧版运行时的选项）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Instance count</source>
        <translation>实例数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many nodes of the compute cluster run the step.</source>
        <translation>计算群集中运行该步骤的节点数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The virtual machine size of each node; left out, the compute&apos;s own size is used.</source>
        <translation>每个节点的虚拟机大小；省略时使用计算资源自身的大小。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processes per instance</source>
        <translation>每个实例的进程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many worker processes each node runs; each one calls init() once, then run() for one mini-batch at a time. Azure ML itself takes the number of cores of a CPU node (1 on a GPU node) when it is left out; this machine takes 1.</source>
        <translation>每个节点运行的工作进程数；每个进程调用一次 init()，然后每次为一个微批调用 run()。省略时 Azure ML 在 CPU 节点上取核心数（GPU 节点上取 1）；本机取 1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mini-batch error threshold</source>
        <translation>微批错误阈值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many mini-batches may fail before the whole step fails. A mini-batch fails when run() raises an error or returns fewer results than it was given. -1 ignores every failure.</source>
        <translation>整个步骤失败之前允许失败的微批数。run() 引发错误或返回的结果少于给定项目时，微批即失败。-1 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Item error threshold</source>
        <translation>项目错误阈值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many single items may fail, counted over the whole step (items given to run() minus the results it returned). -1 ignores every failure.</source>
        <translation>在整个步骤中允许失败的单个项目数（交给 run() 的项目数减去其返回的结果数）。-1 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Maximum retries</source>
        <translation>最大重试次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a mini-batch that failed or ran out of time is tried again before it counts as failed. This machine counts it as the number of attempts, as the runtime&apos;s own records do.</source>
        <translation>失败或超时的微批在计为失败之前重试的次数。本机按尝试次数计算，与运行时自身的记录一致。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run timeout (s)</source>
        <translation>运行超时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds one run() call may take (1 to 259200). A slower call is stopped, counted as failed and tried again.</source>
        <translation>一次 run() 调用可用的秒数（1 到 259200）。更慢的调用会被停止、计为失败并重试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--error_threshold (runtime option)</source>
        <translation>--error_threshold（运行时选项）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The item error threshold given as an option of the runtime in the program arguments; when given it wins over the step&apos;s own item error threshold. -1 ignores every failure.</source>
        <translation>在程序参数中作为运行时选项给出的项目错误阈值；给出时优先于步骤自身的项目错误阈值。-1 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allowed failed mini-batches (%)</source>
        <translation>允许失败的微批（%）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Like the mini-batch error threshold, but a share of all mini-batches (0 to 100); checked once every mini-batch has been scheduled. 100 ignores every failure.</source>
        <translation>与微批错误阈值类似，但以全部微批的比例表示（0 到 100）；在所有微批都已调度后检查。100 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overhead timeout (s)</source>
        <translation>开销超时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds allowed to load a mini-batch&apos;s data and hand it to run(). The documentation names both 600 and 30 as its default; this machine takes 600.</source>
        <translation>加载微批数据并交给 run() 所允许的秒数。文档中的默认值有 600 和 30 两种说法；本机取 600。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress update timeout (s)</source>
        <translation>进度更新超时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step fails when no mini-batch finishes for this many seconds. Left out, Azure ML works it out from the other settings; this machine takes the larger of the first task creation timeout and retries × (run timeout + 30 + overhead timeout).</source>
        <translation>在这么多秒内没有任何微批完成时，步骤失败。省略时由 Azure ML 根据其他设置计算；本机取首个任务创建超时与 重试次数 ×（运行超时 + 30 + 开销超时）中的较大者。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First task creation timeout (s)</source>
        <translation>首个任务创建超时（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step fails when its first mini-batch has not started this many seconds after the start, usually because the input is slow to open.</source>
        <translation>步骤开始这么多秒后第一个微批仍未开始时，步骤失败，通常是因为输入打开得慢。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logging level</source>
        <translation>日志级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much the log files of the step&apos;s own code hold: DEBUG, INFO or WARNING.</source>
        <translation>步骤自身代码的日志文件记录多少内容：DEBUG、INFO 或 WARNING。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Append rows to</source>
        <translation>追加行到</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The output that collects everything run() returns, one line per result, such as ${{outputs.scores}}. Left out, the results are not gathered (summary only): the entry script writes its own outputs.</source>
        <translation>收集 run() 返回的所有内容的输出，每个结果一行，例如 ${{outputs.scores}}。省略时不收集结果（仅摘要）：由入口脚本自己写输出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Header line in appended rows</source>
        <translation>追加行中的标题行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True writes the column names of the returned tables as the first line of the collected results.</source>
        <translation>为 True 时，把返回的表的列名写作收集结果的第一行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy logs to parent</source>
        <translation>将日志复制到父作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True copies the step&apos;s progress, overview and logs to the pipeline job that holds it.</source>
        <translation>为 True 时，把步骤的进度、概览和日志复制到包含它的管道作业。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resource monitor interval (s)</source>
        <translation>资源监视间隔（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds between records of each node&apos;s CPU, memory, disk and network use under logs/sys/perf. Frequent records slow the step a little; 0 turns them off.</source>
        <translation>记录每个节点的 CPU、内存、磁盘和网络使用情况（位于 logs/sys/perf）的间隔秒数。记录越频繁，步骤越慢一些；0 表示关闭。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Push metrics to parent</source>
        <translation>将指标推送到父作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>True sends the step&apos;s metrics to the pipeline job that holds it.</source>
        <translation>为 True 时，把步骤的指标发送到包含它的管道作业。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Metrics name prefix</source>
        <translation>指标名称前缀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text put before the names of the step&apos;s metrics.</source>
        <translation>加在步骤指标名称前面的文本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profiling module</source>
        <translation>分析模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cProfile records where each worker process spends its time, in a .profile file per process under logs/sys/node.</source>
        <translation>cProfile 记录每个工作进程的时间花在哪里，每个进程一个 .profile 文件，位于 logs/sys/node 下。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Task type</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run_function: every worker process calls init() once, then run(mini_batch) for each mini-batch.</source>
        <translation>run_function：每个工作进程调用一次 init()，然后对每个微批调用 run(mini_batch)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local folder with the entry script, uploaded with the step; relative to the pipeline file.</source>
        <translation>包含入口脚本的本地文件夹，随步骤一起上传；相对于管道文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry script</source>
        <translation>入口脚本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Python file in the code folder that defines init() and run(mini_batch), and optionally shutdown().</source>
        <translation>代码文件夹中定义 init() 和 run(mini_batch)（以及可选的 shutdown()）的 Python 文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The software the entry script runs with: a registered environment such as azureml:name@latest, or one described in the file (image and conda file).</source>
        <translation>入口脚本运行所用的软件：已注册的环境（例如 azureml:name@latest），或在文件中描述的环境（映像和 conda 文件）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Program arguments</source>
        <translation>程序参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arguments the entry script is started with, such as --model ${{inputs.model}}; the runtime&apos;s own options (the rows with --) are part of them.</source>
        <translation>启动入口脚本所用的参数，例如 --model ${{inputs.model}}；运行时自己的选项（带 -- 的行）也包含在内。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variables set in every worker process; change them in the Properties panel.</source>
        <translation>在每个工作进程中设置的变量；请在“属性”面板中修改。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Data and mini-batches</source>
        <translation>数据和微批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures and retries</source>
        <translation>失败和重试</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeouts</source>
        <translation>超时</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logs and output</source>
        <translation>日志和输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
</context>
<context>
    <name>pw::ParallelSettingsView</name>
    <message>
        <location filename="../ui/parallel/parallelsettingsview.cpp" line="+154"/>
        <source>(not set: %1)</source>
        <translation>（未设置：%1）</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Filter settings by name, key or value</source>
        <translation>按名称、键或值筛选设置</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reset to Default</source>
        <translation>重置为默认值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the step&apos;s own value of the selected setting, so that the component&apos;s value or the default applies</source>
        <translation>删除所选设置在步骤中的值，使组件的值或默认值生效</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>As run: read-only</source>
        <translation>运行时的设置：只读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design: edits change the pipeline</source>
        <translation>设计：修改会更改管道</translation>
    </message>
</context>
<context>
    <name>pw::ParallelStepPanel</name>
    <message>
        <location filename="../ui/parallel/parallelsteppanel.cpp" line="+54"/>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batches</source>
        <translation>微批</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>pw::ParallelStepWindow</name>
    <message>
        <location filename="../ui/parallel/parallelstepwindow.cpp" line="+67"/>
        <source>%1 — Parallel Step</source>
        <translation>%1 — 并行步骤</translation>
    </message>
</context>
<context>
    <name>pw::PartitionFormat</name>
    <message>
        <location filename="../models/backends/parallelinput.cpp" line="-96"/>
        <source>partition_format &apos;%1&apos;: &apos;{&apos; at %2 is not closed</source>
        <translation>partition_format“%1”：位置 %2 处的“{”没有闭合</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>partition_format &apos;%1&apos;: a column without a name</source>
        <translation>partition_format“%1”：有一列没有名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>partition_format &apos;%1&apos;: column &apos;%2&apos; appears twice</source>
        <translation>partition_format“%1”：列“%2”出现了两次</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>partition_format &apos;%1&apos; defines no column ({name})</source>
        <translation>partition_format“%1”没有定义任何列（{name}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>partition_format &apos;%1&apos;: two parts follow each other without text between them, so a path could be split between them in more than one way</source>
        <translation>partition_format“%1”：两个部分紧挨在一起，中间没有文本，路径可能有多种拆分方式</translation>
    </message>
</context>
<context>
    <name>pw::PipelineDocument</name>
    <message>
        <location filename="../models/core/document/pipelinedocument.cpp" line="+118"/>
        <source>the document has no file name yet; use Save As</source>
        <translation>文档还没有文件名；请使用“另存为”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; is not UTF-8 text; it is shown read-only and is not saved, so nothing in it is lost</source>
        <translation>&apos;%1&apos; 不是 UTF-8 文本；它以只读方式显示且不会被保存，以免丢失任何内容</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>untitled.yml</source>
        <translation>未命名.yml</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>a line here does not continue the mapping above it: it is indented differently from the keys beside it, or it is not &apos;key: value&apos;</source>
        <translation>此行没有延续上方的映射：它的缩进与同级的键不同，或者它不是“键：值”的形式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping opened with &apos;{&apos; is not closed with &apos;}&apos;</source>
        <translation>以“{”开始的映射没有用“}”结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a line here does not continue the list above it: each item starts with &apos;- &apos; at the same indentation</source>
        <translation>此行没有延续上方的列表：每一项都应以相同缩进的“- ”开头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list opened with &apos;[&apos; is not closed with &apos;]&apos;</source>
        <translation>以“[”开始的列表没有用“]”结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;:&apos; followed by a space where a value cannot have one; put the value in quotes (for example command: &quot;echo a: b&quot;)</source>
        <translation>值中出现了后跟空格的“:”，此处不允许；请给值加上引号（例如 command: &quot;echo a: b&quot;）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a key where none can start here; check the indentation</source>
        <translation>此处不能开始一个键；请检查缩进</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list item (&apos;- &apos;) where none can start: indent it under the key it belongs to</source>
        <translation>此处不能开始列表项（“- ”）：请将其缩进到所属的键之下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a quoted text is not closed before the end of the file</source>
        <translation>带引号的文本在文件结束前没有闭合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;---&apos; or &apos;...&apos; inside a quoted text</source>
        <translation>带引号的文本中出现了“---”或“...”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a character that cannot stand in a plain value here; put the value in quotes</source>
        <translation>此处的普通值中不能出现该字符；请给值加上引号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;]&apos; or &apos;}&apos; that closes nothing</source>
        <translation>多余的“]”或“}”，没有可闭合的内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an escape (&apos;\&apos; and a letter) that double quotes do not know; use single quotes, or write &apos;\\&apos;</source>
        <translation>双引号中出现了未知的转义（“\”加一个字母）；请改用单引号，或写作“\\”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an alias (*name) names an anchor (&amp;name) that is not defined before it</source>
        <translation>别名（*名称）引用的锚点（&amp;名称）在它之前没有定义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>text after &apos;|&apos; or &apos;&gt;&apos; on the same line</source>
        <translation>同一行中“|”或“&gt;”之后还有文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text the YAML reader cannot make sense of here</source>
        <translation>YAML 读取器无法理解此处的文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;*&apos; without an alias name after it</source>
        <translation>“*”之后没有别名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a &apos;&amp;&apos; without an anchor name after it</source>
        <translation>“&amp;”之后没有锚点名称</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is empty; a pipeline needs at least &apos;type: pipeline&apos; and &apos;jobs&apos;</source>
        <translation>文件为空；管道至少需要 &apos;type: pipeline&apos; 和 &apos;jobs&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1; the last one wins in Azure ML, the others are ignored</source>
        <translation>%1；Azure 机器学习以最后一个为准，其余的将被忽略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds more than one YAML document; only the first is used</source>
        <translation>文件包含多个 YAML 文档；只使用第一个</translation>
    </message>
    <message>
        <location line="+115"/>
        <location line="+12"/>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rename %1 to %2</source>
        <translation>将 %1 重命名为 %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Rename step %1 to %2</source>
        <translation>将步骤 %1 重命名为 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit text</source>
        <translation>编辑文本</translation>
    </message>
</context>
<context>
    <name>pw::Planner</name>
    <message>
        <location filename="../models/backends/jobplan.cpp" line="-871"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads %3, which does not exist</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 读取的 %3 不存在</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; is a %3 at %4; a web address gives one file, not a folder that can be listed, so only uri_file inputs are read from it on this machine</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 是位于 %4 的 %3；网址只提供一个文件，而不是可以列出的文件夹，因此本机只从网址读取 uri_file 输入</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; has no value and its component gives no default</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 没有值，且其组件未提供默认值</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+31"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads %3, which only an Azure ML workspace can resolve</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 读取 %3，而只有 Azure 机器学习工作区才能解析它</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; binds to pipeline input &apos;%3&apos;, which does not exist</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 绑定到不存在的管道输入 &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads an output of step &apos;%3&apos;, which does not run here</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 读取步骤 &apos;%3&apos; 的输出，但该步骤不在此处运行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; reads output &apos;%3&apos; of step &apos;%4&apos;, which has no such output</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 读取步骤 &apos;%4&apos; 的输出 &apos;%3&apos;，但该步骤没有此输出</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>step &apos;%1&apos;: input &apos;%2&apos; uses an expression the local backend passes on as written: %3</source>
        <translation>步骤 &apos;%1&apos;：输入 &apos;%2&apos; 使用的表达式将由本地后端按原样传递：%3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the steps depend on each other in a cycle</source>
        <translation>步骤之间存在循环依赖</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>step &apos;%1&apos; uses component %2, which is defined in an Azure ML %3; its definition is not on this machine</source>
        <translation>步骤 &apos;%1&apos; 使用的组件 %2 定义于 Azure 机器学习%3中；本机上没有它的定义</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>registry</source>
        <translation>注册表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; is an AutoML step: AutoML chooses and trains its models in an Azure ML workspace, not on this machine; submit the pipeline to a workspace</source>
        <translation>步骤“%1”是 AutoML 步骤：AutoML 在 Azure ML 工作区中选择并训练模型，而不是在本机；请将管道提交到工作区</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; is a &apos;%2&apos; step; only command, parallel, pipeline, sweep and spark steps run on this machine</source>
        <translation>步骤“%1”是“%2”步骤；本机只运行 command、parallel、pipeline、sweep 和 spark 步骤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation>步骤 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>step &apos;%1&apos;: the nested pipeline&apos;s definition is not available</source>
        <translation>步骤 &apos;%1&apos;：无法获取嵌套管道的定义</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: pipelines nest more than 8 levels deep</source>
        <translation>步骤 &apos;%1&apos;：管道嵌套超过 8 层</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>step &apos;%1&apos;: output &apos;%2&apos; goes to %3 in the cloud; here it is written to the run folder</source>
        <translation>步骤 &apos;%1&apos;：输出 &apos;%2&apos; 在云中写入 %3；在此处则写入运行文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos;: its code is %2, which is stored in the workspace, not on this machine</source>
        <translation>步骤 &apos;%1&apos;：其代码为 %2，存储在工作区中，而不在本机上</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>step &apos;%1&apos;: its code %2 does not exist</source>
        <translation>步骤 &apos;%1&apos;：其代码 %2 不存在</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(inline environment)</source>
        <translation>（内联环境）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos; has no command to run</source>
        <translation>步骤 &apos;%1&apos; 没有要运行的命令</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>sweep step &apos;%1&apos; has no trial: the command component each trial runs</source>
        <translation>扫描步骤“%1”没有 trial：即每个试验运行的命令组件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sweep step &apos;%1&apos;: its trial is a %2 component; a trial is a command component</source>
        <translation>扫描步骤“%1”：其 trial 是 %2 组件；trial 必须是命令组件</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>sweep step &apos;%1&apos;: %2</source>
        <translation>扫描步骤“%1”：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>sweep step &apos;%1&apos;: search_space.%2 is not an input of its trial (%3)</source>
        <translation>扫描步骤“%1”：search_space.%2 不是其试验的输入（%3）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>step &apos;%1&apos; is a Spark step: running it here needs Apache Spark&apos;s spark-submit on PATH (or in $SPARK_HOME/bin), which Debian does not package; install Spark from spark.apache.org, or submit the pipeline to a workspace</source>
        <translation>步骤“%1”是 Spark 步骤：在此运行需要 PATH（或 $SPARK_HOME/bin）中有 Apache Spark 的 spark-submit，而 Debian 未打包它；请从 spark.apache.org 安装 Spark，或将管道提交到工作区</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>spark step &apos;%1&apos; needs entry with one of file (a Python file or a jar) and class_name</source>
        <translation>Spark 步骤“%1”需要 entry，且给出 file（Python 文件或 jar）与 class_name 之一</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>spark step &apos;%1&apos;: entry.class_name needs the jar that holds it under jars</source>
        <translation>Spark 步骤“%1”：entry.class_name 需要在 jars 下列出包含它的 jar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>spark step &apos;%1&apos;: %2 executor(s) × %3 core(s) run here in one local Spark with %4 thread(s) (local[%4]); the executors&apos; memory settings do not apply</source>
        <translation>Spark 步骤“%1”：%2 个执行器 × %3 个核心在此以一个本地 Spark 的 %4 个线程运行（local[%4]）；执行器的内存设置不适用</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>spark step &apos;%1&apos;: conf.%2 must be a single value (Spark takes key=value)</source>
        <translation>Spark 步骤“%1”：conf.%2 必须是单个值（Spark 接受 key=value）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>spark step &apos;%1&apos;: entry file %2 is not in its code folder %3</source>
        <translation>Spark 步骤“%1”：入口文件 %2 不在其代码文件夹 %3 中</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>step &apos;%1&apos; asks for %2 instances without a distribution; here its command runs once</source>
        <translation>步骤 &apos;%1&apos; 请求 %2 个实例但未设置分布式方式；在本机其命令只运行一次</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos;: distribution.process_count_per_instance must be a whole number of at least 1</source>
        <translation>步骤 &apos;%1&apos;：distribution.process_count_per_instance 必须是不小于 1 的整数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step &apos;%1&apos;: distribution.worker_count must be at least 1 and parameter_server_count at least 0</source>
        <translation>步骤 &apos;%1&apos;：distribution.worker_count 必须不小于 1，parameter_server_count 必须不小于 0</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; uses a Ray distribution, which needs a Ray cluster of the workspace; it does not run on this machine</source>
        <translation>步骤 &apos;%1&apos; 使用 Ray 分布式，需要工作区的 Ray 群集；无法在本机运行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos;: distribution type &apos;%2&apos; is not one Azure ML knows (pytorch, tensorflow, mpi, ray)</source>
        <translation>步骤 &apos;%1&apos;：分布式类型 &apos;%2&apos; 不是 Azure ML 支持的类型（pytorch、tensorflow、mpi、ray）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; is an MPI step: running it here needs mpirun on PATH (Debian: apt-get install openmpi-bin)</source>
        <translation>步骤 &apos;%1&apos; 是 MPI 步骤：在本机运行需要 PATH 中有 mpirun（Debian：apt-get install openmpi-bin）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>step &apos;%1&apos; would start %2 processes; this machine runs at most 256 for one step</source>
        <translation>步骤 &apos;%1&apos; 将启动 %2 个进程；本机每个步骤最多运行 256 个</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; runs %2 processes (%3) on a machine with %4 cores; they share them</source>
        <translation>步骤 &apos;%1&apos; 在 %4 核的机器上运行 %2 个进程（%3）；它们共享这些核</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n 个工作进程</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n parameter server(s)</source>
        <translation>
            <numerusform>%n 个参数服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 个实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n process(es) each</source>
        <translation>
            <numerusform>每个 %n 个进程</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>parallel step &apos;%1&apos;: its task is of type %2; only run_function tasks (an entry script with init() and run()) run on this machine</source>
        <translation>并行步骤 &apos;%1&apos;：其任务类型为 %2；本机只运行 run_function 任务（带有 init() 和 run() 的入口脚本）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>parallel step &apos;%1&apos; runs the prompt flow %2; prompt flows run in an Azure ML workspace, not on this machine</source>
        <translation>并行步骤 &apos;%1&apos; 运行提示流 %2；提示流在 Azure ML 工作区中运行，而不是在本机</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parallel step &apos;%1&apos;: input_data must name one of its inputs as ${{inputs.&lt;name&gt;}}</source>
        <translation>并行步骤 &apos;%1&apos;：input_data 必须以 ${{inputs.&lt;name&gt;}} 的形式指定该步骤的某个输入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parallel step &apos;%1&apos;: %2</source>
        <translation>并行步骤 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>parallel step &apos;%1&apos;: append_row_to must name one of its outputs as ${{outputs.&lt;name&gt;}}</source>
        <translation>并行步骤 &apos;%1&apos;：append_row_to 必须以 ${{outputs.&lt;name&gt;}} 的形式指定该步骤的某个输出</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>parallel step &apos;%1&apos; needs task.code and task.entry_script to run</source>
        <translation>并行步骤 &apos;%1&apos; 需要 task.code 和 task.entry_script 才能运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>parallel step &apos;%1&apos;: entry script %2 is not in %3</source>
        <translation>并行步骤 &apos;%1&apos;：入口脚本 %2 不在 %3 中</translation>
    </message>
</context>
<context>
    <name>pw::PriceBook</name>
    <message>
        <location filename="../models/core/compute/pricebook.cpp" line="+53"/>
        <source>The prices of %1 could not be taken.</source>
        <translation>无法获取 %1 的价格。</translation>
    </message>
</context>
<context>
    <name>pw::ProblemsModel</name>
    <message>
        <location filename="../models/core/validation/problemsmodel.cpp" line="+19"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>%1
Step: %2</source>
        <translation>%1
步骤：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Step: %2, field: %3</source>
        <translation>%1
步骤：%2，字段：%3</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Severity</source>
        <translation>严重性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>pw::ProblemsPanel</name>
    <message>
        <location filename="../ui/shell/problemspanel.cpp" line="+99"/>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 info message</source>
        <translation>1 条信息</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 info messages</source>
        <translation>%1 条信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Errors (%1)</source>
        <translation>错误 (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warnings (%1)</source>
        <translation>警告 (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Info (%1)</source>
        <translation>信息 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show errors</source>
        <translation>显示错误</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show warnings</source>
        <translation>显示警告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show information messages</source>
        <translation>显示信息</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filter by message, file or rule</source>
        <translation>按消息、文件或规则筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No problems have been detected in the open pipelines.</source>
        <translation>在打开的管道中未检测到问题。</translation>
    </message>
</context>
<context>
    <name>pw::PropertiesPanel</name>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="+75"/>
        <source>The step could not be renamed to “%1”.</source>
        <translation>无法将步骤重命名为“%1”。</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+211"/>
        <source>component: %1</source>
        <translation>组件：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Select a step to see and edit its settings.</source>
        <translation>选择一个步骤以查看和编辑其设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a pipeline to see the settings of its steps.</source>
        <translation>打开一个管道以查看其步骤的设置。</translation>
    </message>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="-59"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/properties/maptablesection.cpp" line="+35"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display name</source>
        <translation>显示名称</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defined in the step</source>
        <translation>在步骤中定义</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inline component</source>
        <translation>内联组件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+57"/>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+20"/>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This step has no inputs.</source>
        <translation>此步骤没有输入。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+81"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="+220"/>
        <location line="+7"/>
        <location filename="../ui/properties/portssection.cpp" line="-70"/>
        <location filename="../ui/properties/propertiespanel.cpp" line="-32"/>
        <source>default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+17"/>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <location filename="../ui/properties/parallelsection.cpp" line="+96"/>
        <location filename="../ui/properties/portssection.cpp" line="+10"/>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location filename="../ui/properties/portssection.cpp" line="+37"/>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>(default mode)</source>
        <translation>（默认模式）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 mode</source>
        <translation>%1 模式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>default datastore path</source>
        <translation>默认数据存储路径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 path</source>
        <translation>%1 路径</translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="-203"/>
        <location line="+81"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>none set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline default (%1)</source>
        <translation>管道默认（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serverless</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named cluster</source>
        <translation>指定集群</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cluster name</source>
        <translation>集群名称</translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="+196"/>
        <source>Enter the name of a compute cluster.</source>
        <translation>请输入计算集群的名称。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cluster name starts with a letter and has only letters, digits, “-” and “_”.</source>
        <translation>集群名称以字母开头，只能包含字母、数字、“-”和“_”。</translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="+38"/>
        <source>Set compute of %1</source>
        <translation>设置 %1 的计算</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Use the pipeline&apos;s default compute for %1</source>
        <translation>%1 使用管道的默认计算</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Instance type</source>
        <translation>实例类型</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Instance count</source>
        <translation>实例数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of nodes the step runs on.</source>
        <translation>运行此步骤的节点数。</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+58"/>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+134"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a local folder</source>
        <translation>选择本地文件夹</translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+16"/>
        <location filename="../ui/properties/propertiesform.cpp" line="+1"/>
        <source>Choose a conda file or an environment definition</source>
        <translation>选择 conda 文件或环境定义</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+1"/>
        <source>Choose a local file</source>
        <translation>选择本地文件</translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="+17"/>
        <location filename="../ui/properties/propertiesform.cpp" line="+13"/>
        <source>(a list or mapping: edit it in the YAML source)</source>
        <translation>（列表或映射：请在 YAML 源代码中编辑）</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiespanel.cpp" line="+2"/>
        <source>Tags</source>
        <translation>标记</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names and values shown with the step&apos;s job in Azure ML studio, to find and group runs.</source>
        <translation>在 Azure 机器学习工作室中随步骤的作业一起显示的名称和值，用于查找运行并将其分组。</translation>
    </message>
    <message>
        <location filename="../ui/properties/generalsection.cpp" line="-21"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the step does, shown with its job in Azure ML studio.</source>
        <translation>步骤的用途，在 Azure 机器学习工作室中随其作业一起显示。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Deterministic</source>
        <translation>确定性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true: may reuse earlier results</source>
        <translation>true：可以重用先前的结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false: runs every time</source>
        <translation>false：每次都运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: true)</source>
        <translation>（未设置：true）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(component: %1)</source>
        <translation>（组件：%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When true, a step whose inputs, code and settings are unchanged may reuse the outputs of an earlier run instead of running again; false always runs it.</source>
        <translation>为 true 时，输入、代码和设置均未更改的步骤可以重用先前运行的输出，而不必再次运行；为 false 时始终运行该步骤。</translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="-51"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shell command the step runs in its code folder; ${{inputs.name}} and ${{outputs.name}} stand for the step&apos;s inputs and outputs.</source>
        <translation>步骤在其代码文件夹中运行的 shell 命令；${{inputs.name}} 和 ${{outputs.name}} 代表步骤的输入和输出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/properties/parallelsection.cpp" line="+3"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local folder uploaded with the step and used as the command&apos;s working directory, relative to this file.</source>
        <translation>随步骤上传并用作命令工作目录的本地文件夹，路径相对于此文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Software the command runs with: a registered environment (azureml:name@latest), or a conda file on a Docker image.</source>
        <translation>命令运行所用的软件：已注册的环境（azureml:name@latest），或基于 Docker 镜像的 conda 文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replaces the component&apos;s environment for this step only; empty: the component&apos;s own.</source>
        <translation>仅对此步骤替换组件的环境；留空：使用组件自身的环境。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Environment image</source>
        <translation>环境镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Docker image of the inline environment; the conda file is installed on top of it.</source>
        <translation>内联环境的 Docker 镜像；conda 文件安装在该镜像之上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conda file</source>
        <translation>Conda 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conda specification (channels and dependencies) installed into the image, relative to this file. Clear the image and the conda file to name a registered environment instead.</source>
        <translation>安装到镜像中的 Conda 规范（通道和依赖项），路径相对于此文件。清空镜像和 conda 文件即可改为指定已注册的环境。</translation>
    </message>
    <message>
        <location filename="../ui/properties/computesection.cpp" line="-78"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the compute picker: sizes, clusters, Kubernetes instance types and whether the quota allows them</source>
        <translation>打开计算资源选择器：大小、群集、Kubernetes 实例类型以及配额是否允许</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Name of an instance type defined on this Kubernetes cluster (kubectl get instancetype). Its definition sets the CPU, memory and GPU the step requests and is limited to, and the nodes it runs on; empty: defaultinstancetype.</source>
        <translation>此 Kubernetes 集群上定义的实例类型名称（kubectl get instancetype）。其定义决定步骤请求的 CPU、内存和 GPU 及其上限，以及步骤运行所在的节点；留空：defaultinstancetype。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>VM size such as Standard_DS3_v2; empty: Azure ML picks a size your quota allows.</source>
        <translation>虚拟机大小，如 Standard_DS3_v2；留空：由 Azure 机器学习选择配额允许的大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>VM size such as Standard_DS3_v2; on a Kubernetes compute, the name of an instance type defined on the cluster, which sets the CPU, memory and GPU requests and limits.</source>
        <translation>虚拟机大小，如 Standard_DS3_v2；在 Kubernetes 计算上则为集群中定义的实例类型名称，它决定 CPU、内存和 GPU 的请求量和上限。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size of /dev/shm in the step&apos;s container: a whole number with b, k, m or g, such as 16g. PyTorch data loaders with several workers often need more than the default 2g.</source>
        <translation>步骤容器中 /dev/shm 的大小：整数加 b、k、m 或 g，如 16g。使用多个工作进程的 PyTorch 数据加载器通常需要比默认的 2g 更多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default: 2g</source>
        <translation>默认：2g</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Docker arguments</source>
        <translation>Docker 参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra options for docker run, such as --ipc=host; options that clash with Azure ML&apos;s own are refused when the job starts.</source>
        <translation>docker run 的额外选项，如 --ipc=host；与 Azure 机器学习自身选项冲突的选项会在作业启动时被拒绝。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job tier</source>
        <translation>作业层级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spot: low priority, can be preempted</source>
        <translation>Spot：低优先级，可能被抢占</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic</source>
        <translation>Basic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard: dedicated VMs</source>
        <translation>Standard：专用虚拟机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Premium</source>
        <translation>Premium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: dedicated VMs)</source>
        <translation>（未设置：专用虚拟机）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot runs a serverless job on low-priority VMs: cheaper, but Azure can preempt it when it needs the capacity, and the job then starts over. Standard uses dedicated VMs.</source>
        <translation>Spot 在低优先级虚拟机上运行无服务器作业：费用更低，但 Azure 在需要容量时可能会抢占它，作业随后将重新开始。Standard 使用专用虚拟机。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(not set: medium)</source>
        <translation>（未设置：medium）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order of this job among the jobs waiting for the same compute; not every compute type takes it into account.</source>
        <translation>此作业在等待同一计算的作业中的先后顺序；并非所有计算类型都会考虑此设置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identity</source>
        <translation>标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User identity: the submitting user&apos;s credentials</source>
        <translation>用户标识：提交作业的用户的凭据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity</source>
        <translation>托管标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML token</source>
        <translation>Azure ML 令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(not set: the compute&apos;s default)</source>
        <translation>（未设置：计算的默认值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose credentials the step uses to read and write data. User identity passes on the Microsoft Entra token of the person who submits the job (credential passthrough, fully supported on serverless compute); managed identity uses the compute&apos;s or the workspace&apos;s user-assigned managed identity; Azure ML token uses the workspace&apos;s own access. Not set: the compute decides.</source>
        <translation>步骤读写数据时使用谁的凭据。用户标识传递提交作业者的 Microsoft Entra 令牌（凭据传递，无服务器计算完全支持）；托管标识使用计算或工作区的用户分配托管标识；Azure ML 令牌使用工作区自身的访问权限。未设置：由计算决定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time limit (seconds)</source>
        <translation>时间限制（秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds the step may run; a step still running then is canceled. Empty: no limit.</source>
        <translation>步骤可以运行的秒数；到时仍在运行的步骤将被取消。留空：无限制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Distributed training</source>
        <translation>分布式训练</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(none: one process per node)</source>
        <translation>（无：每个节点一个进程）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Distribution</source>
        <translation>分布方式</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the command starts on its nodes: MPI and PyTorch start a number of processes on each node, TensorFlow starts workers and parameter servers.</source>
        <translation>命令在其节点上的启动方式：MPI 和 PyTorch 在每个节点上启动若干进程，TensorFlow 启动工作器和参数服务器。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Processes per node</source>
        <translation>每个节点的进程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes started on each node, usually one per GPU.</source>
        <translation>每个节点上启动的进程数，通常每个 GPU 一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workers</source>
        <translation>工作器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>default: the instance count</source>
        <translation>默认：实例数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TensorFlow workers in all, spread over the nodes.</source>
        <translation>TensorFlow 工作器的总数，分布在各个节点上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parameter servers</source>
        <translation>参数服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TensorFlow parameter servers in all; 0 for strategies without them.</source>
        <translation>TensorFlow 参数服务器的总数；不使用参数服务器的策略填 0。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Edit distribution of %1</source>
        <translation>编辑 %1 的分布方式</translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="-17"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="+7"/>
        <source>A variable needs a name.</source>
        <translation>变量需要一个名称。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A tag needs a name.</source>
        <translation>标记需要一个名称。</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>“%1” is not a variable name: use letters, digits and “_”, starting with a letter or “_”.</source>
        <translation>“%1”不是有效的变量名：请使用字母、数字和“_”，并以字母或“_”开头。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>“%1” is already in the list.</source>
        <translation>“%1”已在列表中。</translation>
    </message>
    <message>
        <location filename="../ui/properties/maptablesection.cpp" line="+47"/>
        <source>Rename environment variable %1</source>
        <translation>重命名环境变量 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename tag %1</source>
        <translation>重命名标记 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set environment variable %1</source>
        <translation>设置环境变量 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set tag %1</source>
        <translation>设置标记 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Add environment variable %1</source>
        <translation>添加环境变量 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add tag %1</source>
        <translation>添加标记 %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Remove environment variable %1</source>
        <translation>移除环境变量 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove tag %1</source>
        <translation>移除标记 %1</translation>
    </message>
    <message>
        <location filename="../ui/properties/parallelsection.cpp" line="-83"/>
        <source>Parallel</source>
        <translation>并行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Input data</source>
        <translation>输入数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The input that is split into mini-batches, such as ${{inputs.data}}: a uri_folder (files) or an mltable (rows).</source>
        <translation>拆分为小批量的输入，如 ${{inputs.data}}：uri_folder（按文件）或 mltable（按行）。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Mini-batch size</source>
        <translation>小批量大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Files per mini-batch for a file input; for tabular data an approximate size such as 10kb or 100mb.</source>
        <translation>文件输入时为每个小批量的文件数；表格数据时为大致大小，如 10kb 或 100mb。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Processes per instance</source>
        <translation>每个实例的进程数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worker processes on each node; each runs one mini-batch at a time.</source>
        <translation>每个节点上的工作进程数；每个进程一次运行一个小批量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batch error threshold</source>
        <translation>小批量错误阈值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed mini-batches allowed before the step fails; -1 ignores all failures.</source>
        <translation>步骤失败前允许失败的小批量数；-1 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item error threshold</source>
        <translation>条目错误阈值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failed items (items run() did not return) allowed before the step fails; -1 ignores all failures.</source>
        <translation>步骤失败前允许失败的条目数（run() 未返回的条目）；-1 表示忽略所有失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum retries</source>
        <translation>最大重试次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Times a failed or timed-out mini-batch is tried again before it counts as failed.</source>
        <translation>失败或超时的小批量在被计为失败之前重试的次数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeout (seconds)</source>
        <translation>超时（秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds one run() call may take (1 to 259200); a slower call is stopped and retried.</source>
        <translation>一次 run() 调用可用的秒数（1 到 259200）；超时的调用会被停止并重试。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not set: INFO)</source>
        <translation>（未设置：INFO）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(not set: %1 from the component)</source>
        <translation>（未设置：组件中为 %1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Logging level</source>
        <translation>日志级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level of the log files the step&apos;s own code writes.</source>
        <translation>步骤自身代码写入的日志文件的级别。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Task type</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run_function calls init() once in each process, then run(mini_batch) for every mini-batch of the entry script.</source>
        <translation>run_function 在每个进程中调用一次入口脚本的 init()，然后对每个小批量调用 run(mini_batch)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Local folder with the entry script, uploaded with the step; relative to this file.</source>
        <translation>包含入口脚本的本地文件夹，随步骤上传；路径相对于此文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entry script</source>
        <translation>入口脚本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Python file in the code folder that defines init() and run(mini_batch).</source>
        <translation>代码文件夹中定义 init() 和 run(mini_batch) 的 Python 文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Program arguments</source>
        <translation>程序参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arguments the entry script reads, such as --model ${{inputs.model}}; options of the parallel runtime such as --error_threshold go here too.</source>
        <translation>入口脚本读取的参数，如 --model ${{inputs.model}}；并行运行时的选项（如 --error_threshold）也写在这里。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Software the entry script runs with: a registered environment (azureml:name@latest), or a conda file on a Docker image.</source>
        <translation>入口脚本运行所用的软件：已注册的环境（azureml:name@latest），或基于 Docker 镜像的 conda 文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Append rows to</source>
        <translation>追加行到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output that collects what run() returns, one line per item, such as ${{outputs.scores}}; empty: the results are not gathered.</source>
        <translation>收集 run() 返回值的输出，每个条目一行，如 ${{outputs.scores}}；留空：不收集结果。</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+84"/>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/properties/commandsection.cpp" line="+22"/>
        <source>Conda or environment files (*.yml *.yaml);;All files (*)</source>
        <translation>Conda 或环境文件 (*.yml *.yaml);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Set environment of %1</source>
        <translation>设置 %1 的环境</translation>
    </message>
    <message>
        <location filename="../models/core/validation/fieldchecks.cpp" line="-44"/>
        <source>A step needs a name.</source>
        <translation>步骤需要一个名称。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another step is already called “%1”.</source>
        <translation>已有另一个步骤名为“%1”。</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>A binding “${{” is not closed with “}}”.</source>
        <translation>绑定的“${{”没有以“}}”闭合。</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>A quotation mark is not closed.</source>
        <translation>引号未闭合。</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Write a binding to one of the step&apos;s inputs, such as ${{inputs.data}}.</source>
        <translation>请填写指向该步骤某个输入的绑定，如 ${{inputs.data}}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a binding to one of the step&apos;s outputs, such as ${{outputs.result}}.</source>
        <translation>请填写指向该步骤某个输出的绑定，如 ${{outputs.result}}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The step has no input “%1”; it has: %2.</source>
        <translation>该步骤没有输入“%1”；现有输入：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step has no output “%1”; it has: %2.</source>
        <translation>该步骤没有输出“%1”；现有输出：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A binding ends with “}}”.</source>
        <translation>绑定须以“}}”结尾。</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Enter a value from %1 to %2.</source>
        <translation>请输入 %1 到 %2 之间的值。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter %1 or more.</source>
        <translation>请输入不小于 %1 的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter %1 or less.</source>
        <translation>请输入不大于 %1 的值。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter a whole number.</source>
        <translation>请输入整数。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Enter a number.</source>
        <translation>请输入数字。</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>Enter true or false.</source>
        <translation>请输入 true 或 false。</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Enter a number of files, or a size such as 10kb or 100mb.</source>
        <translation>请输入文件数，或 10kb、100mb 这样的大小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter 1 or more.</source>
        <translation>请输入不小于 1 的值。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Write a whole number and a unit (b, k, m or g), such as 2g or 512m.</source>
        <translation>请输入整数和单位（b、k、m 或 g），如 2g 或 512m。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The size must be more than 0.</source>
        <translation>大小必须大于 0。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>An instance type on Kubernetes is named with lower-case letters, digits, “-” and “.”, such as gpu-large.</source>
        <translation>Kubernetes 上的实例类型名称由小写字母、数字、“-”和“.”组成，如 gpu-large。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An instance type is a name of letters, digits, “_”, “-” and “.”, such as Standard_DS3_v2.</source>
        <translation>实例类型名称由字母、数字、“_”、“-”和“.”组成，如 Standard_DS3_v2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The entry script is a Python file (.py) in the code folder.</source>
        <translation>入口脚本应为代码文件夹中的 Python 文件（.py）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the entry script relative to the code folder.</source>
        <translation>请填写相对于代码文件夹的入口脚本路径。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name a registered environment as azureml:name@latest, azureml:name:version or azureml://registries/…; for a local conda file use Browse….</source>
        <translation>请以 azureml:name@latest、azureml:name:version 或 azureml://registries/… 的形式指定已注册的环境；要使用本地 conda 文件，请使用“浏览…”。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Use lower-case letters, digits and “_”, starting with a letter or “_”.</source>
        <translation>请使用小写字母、数字和“_”，并以字母或“_”开头。</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Choose one of: %1.</source>
        <translation>请从以下选项中选择：%1。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no folder “%1” next to this pipeline file: the step cannot upload it.</source>
        <translation>此管道文件所在位置没有文件夹“%1”：步骤无法上传它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is no file “%1” next to this pipeline file.</source>
        <translation>此管道文件所在位置没有文件“%1”。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The code folder “%1” has no “%2”.</source>
        <translation>代码文件夹“%1”中没有“%2”。</translation>
    </message>
    <message>
        <location filename="../ui/properties/propertiesform.cpp" line="+80"/>
        <source>Edit %1 of %2</source>
        <translation>编辑 %2 的 %1</translation>
    </message>
</context>
<context>
    <name>pw::PythonInterpreterDialog</name>
    <message>
        <location filename="../ui/run/pythoninterpreterdialog.cpp" line="+110"/>
        <location line="+93"/>
        <source>Python Interpreter</source>
        <translation>Python 解释器</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>&amp;Use Selected</source>
        <translation>使用所选项(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose another Python program</source>
        <translation>选择其他 Python 程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use &amp;Default</source>
        <translation>使用默认值(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the choice: steps run with $PIPEWRIGHT_PYTHON when it is set, else with python3 on PATH (%1)</source>
        <translation>清除所做的选择：设置了 $PIPEWRIGHT_PYTHON 时步骤使用它运行，否则使用 PATH 中的 python3（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Python interpreters</source>
        <translation>Python 解释器</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Choose a Python Interpreter</source>
        <translation>选择 Python 解释器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is not an executable program</source>
        <translation>%1 不是可执行程序</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Steps that run on this machine start with the Python chosen here.</source>
        <translation>在此计算机上运行的步骤将使用此处选择的 Python 启动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Open a pipeline to see which of the modules its steps need each interpreter can import.</source>
        <translation>%1 打开一个管道，即可查看每个解释器能导入其步骤所需的哪些模块。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Reading what the steps of %2 need…</source>
        <translation>%1 正在读取 %2 的步骤所需的内容…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The steps of %2 name no Python packages: any interpreter that runs will do.</source>
        <translation>%1 %2 的步骤未指定任何 Python 包：任何能运行的解释器都可以。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 The steps of %2 need these modules: %3.</source>
        <translation>%1 %2 的步骤需要以下模块：%3。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>To install what is missing: %1 -m pip install %2</source>
        <translation>安装缺少的包：%1 -m pip install %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Looking for Python interpreters…</source>
        <translation>正在查找 Python 解释器…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Checking %n interpreter(s)…</source>
        <translation>
            <numerusform>正在检查 %n 个解释器…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Python interpreter was found. Browse… for one.</source>
        <translation>未找到 Python 解释器。请通过“浏览…”选择一个。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n interpreter(s) found.</source>
        <translation>
            <numerusform>找到 %n 个解释器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n interpreter(s) found. The recommended one (in bold) imports every module the pipeline needs.</source>
        <translation>
            <numerusform>找到 %n 个解释器。推荐的解释器（粗体）能导入管道所需的所有模块。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n interpreter(s) found; none imports every module the pipeline needs. Install the missing packages, or Browse… for another interpreter.</source>
        <translation>
            <numerusform>找到 %n 个解释器；没有一个能导入管道所需的所有模块。请安装缺少的包，或通过“浏览…”选择其他解释器。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n program(s) that do not run are not listed.</source>
        <translation>
            <numerusform>有 %n 个无法运行的程序未列出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pw::PythonInterpreterModel</name>
    <message>
        <location filename="../ui/run/pythoninterpretermodel.cpp" line="+36"/>
        <source>Interpreter</source>
        <translation>解释器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modules the pipeline needs</source>
        <translation>管道所需的模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Found</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 (current)</source>
        <translation>%1（当前）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>leads to %1</source>
        <translation>指向 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>current choice</source>
        <translation>当前选择</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on PATH</source>
        <translation>在 PATH 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in %1</source>
        <translation>在 %1 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>environment %1</source>
        <translation>环境 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen with Browse…</source>
        <translation>通过“浏览…”选择</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>runs; no modules to check</source>
        <translation>可以运行；没有需要检查的模块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all in its standard library</source>
        <translation>全部在其标准库中</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>all %n module(s)</source>
        <translation>
            <numerusform>全部 %n 个模块</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2; missing %3</source>
        <translation>%1 / %2；缺少 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking which modules %1 can import…</source>
        <translation>正在检查 %1 能导入哪些模块…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not run: %2</source>
        <translation>%1 无法运行：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>– %1</source>
        <translation>– %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (package %2)</source>
        <translation>%1（包 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: a package of Azure ML&apos;s own images, not needed on this machine</source>
        <translation>%1：Azure ML 自身映像中的包，在本机上不需要</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, needed by %2</source>
        <translation>%1，%2 需要</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs Python %2.</source>
        <translation>%1 运行 Python %2。</translation>
    </message>
</context>
<context>
    <name>pw::PythonProber</name>
    <message>
        <location filename="../models/core/python/pythonenvironments.cpp" line="+624"/>
        <source>it did not say its version</source>
        <translation>它没有报告其版本</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>it did not answer within %n second(s)</source>
        <translation>
            <numerusform>它在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it cannot be started: %1</source>
        <translation>无法启动它：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it crashed</source>
        <translation>它已崩溃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it stopped with exit code %1</source>
        <translation>它以退出代码 %1 停止</translation>
    </message>
</context>
<context>
    <name>pw::QuotaBarChart</name>
    <message>
        <location filename="../views/charts/quotabarchart.cpp" line="+35"/>
        <source> · workspace</source>
        <translation> · 工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · cluster</source>
        <translation> · 群集</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Used</source>
        <translation>已用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Used (≥ 80 %)</source>
        <translation>已用（≥ 80 %）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>At the limit</source>
        <translation>已达限制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No quota rows with a limit</source>
        <translation>没有带限制的配额行</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1
%2 of %3 vCPUs used (%4 %), %5 free</source>
        <translation>%1
已用 %2 / %3 个 vCPU（%4 %），可用 %5</translation>
    </message>
</context>
<context>
    <name>pw::QuotaDashboard</name>
    <message>
        <location filename="../ui/compute/quotadashboard.cpp" line="+189"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the quota and usage again (%1)</source>
        <translation>重新获取配额和用量（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the rows shown as a CSV file</source>
        <translation>将显示的行保存为 CSV 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All levels</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subscription</source>
        <translation>订阅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>群集</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All pools</source>
        <translation>所有池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dedicated</source>
        <translation>专用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by name, family, workspace or cluster</source>
        <translation>按名称、系列、工作区或群集筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usage over:</source>
        <translation>用量时间范围：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last hour</source>
        <translation>最近 1 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Taking quota and usage from %1…</source>
        <translation>正在从 %1 获取配额和用量…</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Quota and usage</source>
        <translation>配额和用量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quota and usage — %1</source>
        <translation>配额和用量 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quota and usage — %1 · %2</source>
        <translation>配额和用量 — %1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>taken at %1</source>
        <translation>获取于 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Serverless</source>
        <translation>无服务器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 vCPUs in use, %3 free</source>
        <translation>已使用 %1 / %2 个 vCPU，可用 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 vCPUs in use, no limit of its own</source>
        <translation>已使用 %1 个 vCPU，没有自身的限制</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No usage recorded yet</source>
        <translation>尚未记录用量</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export Quota as CSV</source>
        <translation>将配额导出为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
</context>
<context>
    <name>pw::QuotaRowsModel</name>
    <message>
        <location filename="../ui/models/quotarowsmodel.cpp" line="+34"/>
        <source>Subscription</source>
        <translation>订阅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster</source>
        <translation>群集</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Dedicated</source>
        <translation>专用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No quota: request an increase before using this pool.</source>
        <translation>没有配额：使用此池之前请申请增加配额。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No limit of its own: counted against the enclosing quota.</source>
        <translation>没有自己的限制：计入上一级配额。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <location line="+6"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>over</source>
        <translation>超出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pool</source>
        <translation>池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>已用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used %</source>
        <translation>已用 %</translation>
    </message>
</context>
<context>
    <name>pw::Reader</name>
    <message>
        <location filename="../models/core/document/specbuilder.cpp" line="+73"/>
        <source>&apos;%1&apos; must be a single value, not a %2</source>
        <translation>&apos;%1&apos; 必须是单个值，而不是%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; must be a mapping of names to values</source>
        <translation>&apos;%1&apos; 必须是名称到值的映射</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown key &apos;%1&apos; in %2; it is kept as written but Azure ML may reject it</source>
        <translation>未知键 &apos;%1&apos;（位置：%2）；该键按原样保留，但 Azure 机器学习可能会拒绝它</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&apos;%1.%2&apos; must be a value or a mapping, not a list</source>
        <translation>&apos;%1.%2&apos; 必须是值或映射，不能是列表</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&apos;%1.%2&apos; must be a value, a binding or a mapping, not a list</source>
        <translation>&apos;%1.%2&apos; 必须是值、绑定或映射，不能是列表</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>retry_settings</source>
        <translation>retry_settings</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+17"/>
        <source>(inline environment)</source>
        <translation>（内联环境）</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>task</source>
        <translation>task</translation>
    </message>
</context>
<context>
    <name>pw::RunController</name>
    <message numerus="yes">
        <location filename="../ui/run/runcontroller.cpp" line="+85"/>
        <location line="+172"/>
        <source>%n job(s) running</source>
        <translation>
            <numerusform>%n 个作业正在运行</numerusform>
        </translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Remove Workspace Connection</source>
        <translation>移除工作区连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the connection to %1?</source>
        <translation>移除与 %1 的连接？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its jobs, computes and data stay in the workspace; only this program forgets it. Connect again with Run ▸ Connect to Azure ML Workspace…</source>
        <translation>其作业、计算和数据仍保留在工作区中；只是本程序不再记住它。可通过“运行 ▸ 连接到 Azure ML 工作区…”重新连接。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+21"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the pipeline on the selected backend (F5)</source>
        <translation>在所选后端上运行管道 (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the open pipeline, saved or not, on the selected backend</source>
        <translation>在所选后端上运行打开的管道（无论是否已保存）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Run</source>
        <translation>取消运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel the running job (Shift+F5)</source>
        <translation>取消正在运行的作业 (Shift+F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun &amp;Failed Steps</source>
        <translation>重新运行失败的步骤(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the failed steps of the job again as a new job; completed steps are reused</source>
        <translation>将作业中失败的步骤作为新作业重新运行；已完成的步骤将被重用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Run &amp;View</source>
        <translation>打开运行视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;mpare Selected Jobs</source>
        <translation>比较所选作业(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh &amp;Jobs</source>
        <translation>刷新作业(&amp;J)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Python Interpreter…</source>
        <translation>Python 解释器(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to Azure ML &amp;Workspace…</source>
        <translation>连接到 Azure ML 工作区(&amp;W)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an Azure ML workspace as a backend: its jobs, computes and quota</source>
        <translation>将 Azure ML 工作区添加为后端：其作业、计算资源和配额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Workspace Connection…</source>
        <translation>移除工作区连接(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the workspace chosen as the backend</source>
        <translation>忘记当前选作后端的工作区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Python that steps run with on this machine</source>
        <translation>选择在此计算机上运行步骤所用的 Python</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend</source>
        <translation>无后端</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Backend</source>
        <translation>后端(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No backend is available: pipelines cannot run here</source>
        <translation>没有可用的后端：无法在此运行管道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where pipelines run</source>
        <translation>管道的运行位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Jobs</source>
        <translation>作业(&amp;J)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/run/runcontroller_views.cpp" line="+73"/>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+38"/>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+3"/>
        <source>Pipelines run on this computer</source>
        <translation>管道在此计算机上运行</translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_submit.cpp" line="+28"/>
        <source>Nothing to run</source>
        <translation>没有可运行的内容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a pipeline file, then choose Run (F5).</source>
        <translation>请打开管道文件，然后选择“运行”（F5）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not valid YAML, so it cannot be read as a pipeline. Fix the error below (double-click it to go to its line) and run again.</source>
        <translation>%1 不是有效的 YAML，因此无法作为管道读取。请修正下面的错误（双击可转到其所在行）后再运行。</translation>
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
        <translation>无法运行 %1</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>%1 is not a pipeline: only files with &apos;type: pipeline&apos; can be run. Open the pipeline that uses it.</source>
        <translation>%1 不是管道：只能运行含有 &apos;type: pipeline&apos; 的文件。请打开使用它的管道。</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has %n error(s). Fix them (see Problems) and run again.</source>
        <translation>
            <numerusform>%1 有 %n 个错误。请修复这些错误（参见“问题”）后再运行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save %1 first: the paths of its components, code and data are relative to its folder.</source>
        <translation>请先保存 %1：其组件、代码和数据的路径是相对于其所在文件夹的。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No backend is available to run %1 on.</source>
        <translation>没有可用于运行 %1 的后端。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n step(s) of %1 cannot run on %2 as set: see why below, or choose another compute (Compute ▸ Step Compute…).</source>
        <translation>
            <numerusform>%1 的 %n 个步骤无法按当前设置在 %2 上运行：原因见下文，或选择其他计算资源（计算 ▸ 步骤计算资源…）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot submit %1</source>
        <translation>无法提交 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Checking that %1 imports what the steps of %2 need…</source>
        <translation>正在检查 %1 能否导入 %2 的步骤所需的模块…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The steps of %1 need %2, but %3 cannot import %4.</source>
        <translation>%1 的步骤需要 %2，但 %3 无法导入 %4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not run (%2), and the steps of %3 need %4.</source>
        <translation>%1 无法运行（%2），而 %3 的步骤需要 %4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No other interpreter found here imports them all: install them, or choose an interpreter.</source>
        <translation>本机上找到的其他解释器都无法全部导入：请安装它们，或选择一个解释器。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (Python %2) imports them all.</source>
        <translation>%1（Python %2）可以全部导入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Use %1 and Run</source>
        <translation>使用 %1 并运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose Interpreter…</source>
        <translation>选择解释器…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run Anyway</source>
        <translation>仍然运行</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Starting %1 on %2…</source>
        <translation>正在 %2 上启动 %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+81"/>
        <source>the backend did not answer</source>
        <translation>后端没有响应</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Canceling job %1…</source>
        <translation>正在取消作业 %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Canceling step &apos;%1&apos; of job %2…</source>
        <translation>正在取消作业 %2 的步骤 &apos;%1&apos;…</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Cancel %n Job(s)</source>
        <translation>
            <numerusform>取消 %n 个作业</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel job %1? Its running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</source>
        <translation>要取消作业 %1 吗？正在运行的步骤将被停止；已完成的步骤保留其输出，每个步骤都保留其日志。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cancel %n jobs? Their running steps are stopped; the steps that finished keep their outputs and every step keeps its logs.</source>
        <translation>
            <numerusform>要取消 %n 个作业吗？正在运行的步骤将被停止；已完成的步骤保留其输出，每个步骤都保留其日志。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel Job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel Jobs</source>
        <translation>取消这些作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep Running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Rerunning the failed steps of %1…</source>
        <translation>正在重新运行 %1 中失败的步骤…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerunning %1 of %2…</source>
        <translation>正在重新运行 %2 的 %1…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the backend gave no job id</source>
        <translation>后端未返回作业 ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rerun could not start</source>
        <translation>无法开始重新运行</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation>步骤 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Job %1 started on %2.</source>
        <translation>作业 %1 已在 %2 上启动。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>and %n more (see the run view)</source>
        <translation>
            <numerusform>以及另外 %n 个（参见运行视图）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Job %1 started with %n warning(s): %2</source>
        <translation>
            <numerusform>作业 %1 已启动，有 %n 个警告：%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/run/runcontroller_backends.cpp" line="+84"/>
        <source>%1 is not an executable program</source>
        <translation>%1 不是可执行程序</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Python Interpreter</source>
        <translation>Python 解释器</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/run/runcontroller_submit.cpp" line="-205"/>
        <source>Steps that run on this machine now start with %1.</source>
        <translation>在此计算机上运行的步骤现在使用 %1 启动。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This program cannot reach Azure ML workspaces.</source>
        <translation>此程序无法访问 Azure ML 工作区。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The workspace&apos;s backend could not be made.</source>
        <translation>无法创建该工作区的后端。</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+3"/>
        <source>The connection was given up.</source>
        <translation>已放弃连接。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Connected to %1.</source>
        <translation>已连接到 %1。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The connection to %1 was removed.</source>
        <translation>已移除与 %1 的连接。</translation>
    </message>
</context>
<context>
    <name>pw::RunLogPane</name>
    <message numerus="yes">
        <location filename="../ui/run/runlogpane.cpp" line="+88"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wrapped around</source>
        <translation>已回绕搜索</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Find in log</source>
        <translation>在日志中查找</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter: next match, Shift+Enter: previous match</source>
        <translation>Enter：下一个匹配项，Shift+Enter：上一个匹配项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow</source>
        <translation>跟踪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the end of the log in view as lines arrive</source>
        <translation>新行到达时始终显示日志末尾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the log file in the system&apos;s viewer</source>
        <translation>在系统查看器中打开日志文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open log file</source>
        <translation>打开日志文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+55"/>
        <source>Waiting for %1 to be written…</source>
        <translation>正在等待写入 %1…</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Cannot show %1: %2</source>
        <translation>无法显示 %1：%2</translation>
    </message>
</context>
<context>
    <name>pw::RunStatus</name>
    <message>
        <location filename="../models/core/runs/runstatus.cpp" line="+39"/>
        <source>Not started</source>
        <translation>未启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued</source>
        <translation>已排队</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finalizing</source>
        <translation>正在完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../views/runstatusstyle.cpp" line="+232"/>
        <source>Completed (reused)</source>
        <translation>已完成（已重用）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
</context>
<context>
    <name>pw::RunStore</name>
    <message>
        <location filename="../models/backends/runstore.cpp" line="+146"/>
        <source>cannot create the run folder %1</source>
        <translation>无法创建运行文件夹 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Qt SQLite driver (QSQLITE) is not installed; install libqt6sql6-sqlite</source>
        <translation>未安装 Qt SQLite 驱动程序（QSQLITE）；请安装 libqt6sql6-sqlite</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot open the run store %1: %2</source>
        <translation>无法打开运行存储 %1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot prepare the run store %1: %2</source>
        <translation>无法准备运行存储 %1：%2</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>it was written by a newer Pipewright (schema %1; this one knows %2)</source>
        <translation>它由较新版本的 Pipewright 写入（架构版本 %1；当前版本支持 %2）</translation>
    </message>
    <message>
        <location line="+362"/>
        <source>the process that ran this job (pid %1) ended while the job was running; its logs are kept</source>
        <translation>运行此作业的进程（pid %1）在作业运行期间结束；其日志已保留</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not started: the job ended when its process ended</source>
        <translation>未启动：作业随其进程一同结束</translation>
    </message>
</context>
<context>
    <name>pw::RunView</name>
    <message>
        <location filename="../ui/run/runview.cpp" line="+53"/>
        <source>Job %1 was not found on this backend.</source>
        <translation>在此后端上找不到作业 %1。</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop this job: every running step&apos;s processes end</source>
        <translation>停止此作业：所有正在运行的步骤的进程都将结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun failed</source>
        <translation>重新运行失败的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the steps that did not complete, and what depends on them, as a new job</source>
        <translation>将未完成的步骤及依赖于它们的步骤作为新作业运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rerun selected</source>
        <translation>重新运行所选步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the selected steps, and what depends on them, as a new job; the rest is reused</source>
        <translation>将所选步骤及依赖于它们的步骤作为新作业运行；其余步骤将被重用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job folder</source>
        <translation>作业文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the job&apos;s folder (snapshot, step folders, outputs and logs)</source>
        <translation>打开作业文件夹（快照、步骤文件夹、输出和日志）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps of the job</source>
        <translation>作业的步骤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step details</source>
        <translation>步骤详细信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overview</source>
        <translation>概述</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <location filename="../ui/run/runview_details.cpp" line="+316"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Outputs + logs</source>
        <translation>输出 + 日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Graph</source>
        <translation>图形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pipeline as it ran (its snapshot), read-only, with each step&apos;s status</source>
        <translation>运行时的管道（其快照），只读，显示每个步骤的状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading the pipeline as it ran…</source>
        <translation>正在加载运行时的管道…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step overview</source>
        <translation>步骤概述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/run/runview_details.cpp" line="-40"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs of the step</source>
        <translation>步骤的输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the selected output&apos;s folder</source>
        <translation>打开所选输出的文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs and files</source>
        <translation>日志和文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log files of the step</source>
        <translation>步骤的日志文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the step&apos;s standard output and error</source>
        <translation>显示步骤的标准输出和标准错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the result of the parallel step</source>
        <translation>显示并行步骤的结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallel Step…</source>
        <translation>并行步骤…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the parallel step&apos;s panel: overview, logs, per-node resources and mini-batches</source>
        <translation>打开并行步骤的面板：概览、日志、各节点资源和微批</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Zoom to fit the whole job (0)</source>
        <translation>缩放以显示整个作业 (0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (+, Ctrl+wheel)</source>
        <translation>放大（+，Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Zoom out (−, Ctrl+wheel)</source>
        <translation>缩小（−，Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Fit the whole graph in view (Ctrl+Shift+H)</source>
        <translation>使整个图适合视图（Ctrl+Shift+H）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl+=, Ctrl+wheel)</source>
        <translation>放大（Ctrl+=、Ctrl+滚轮）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom out (Ctrl+-, Ctrl+wheel)</source>
        <translation>缩小（Ctrl+-、Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../ui/run/pythonhint.cpp" line="+55"/>
        <source>Choose Python Interpreter…</source>
        <translation>选择 Python 解释器…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the Python that steps run with on this machine</source>
        <translation>选择在此计算机上运行步骤所用的 Python</translation>
    </message>
    <message>
        <location filename="../ui/run/runview.cpp" line="+11"/>
        <source>Loading job %1…</source>
        <translation>正在加载作业 %1…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1 · %2</source>
        <translation>运行 %1 · %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Job %1 was not found in the run store.</source>
        <translation>在运行存储中找不到作业 %1。</translation>
    </message>
    <message>
        <location filename="../ui/run/runview_header.cpp" line="+111"/>
        <source>Submitted %1</source>
        <translation>提交于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended %1</source>
        <translation>结束于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duration %1</source>
        <translation>持续时间 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 个步骤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reused</source>
        <translation>
            <numerusform>%n 个已重用</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rerun of &lt;a href=&quot;job:%1&quot;&gt;%1&lt;/a&gt;</source>
        <translation>重新运行自 &lt;a href=&quot;job:%1&quot;&gt;%1&lt;/a&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/run/runview_details.cpp" line="-67"/>
        <source>Status history</source>
        <translation>状态历史记录</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Job %1</source>
        <translation>作业 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <location line="+64"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pipeline</source>
        <translation>管道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Experiment</source>
        <translation>试验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+18"/>
        <source>Ended</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+30"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Select a step to see its details.</source>
        <translation>选择一个步骤以查看其详细信息。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>outputs reused from job %1</source>
        <translation>输出重用自作业 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+59"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+37"/>
        <source>ended by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Exit code</source>
        <translation>退出代码</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores × seconds</source>
        <translation>核心数 × 秒</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Last lines of the log</source>
        <translation>日志的最后几行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Command of each trial (with its search space values)</source>
        <translation>每个试验的命令（填入其搜索空间取值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command as run</source>
        <translation>实际运行的命令</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>exit %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Trials (the best by %1, %2)</source>
        <translation>试验（按 %1 选最佳，%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trial</source>
        <translation>试验</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Inputs of step &apos;%1&apos;</source>
        <translation>步骤 &apos;%1&apos; 的输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no inputs)</source>
        <translation>（没有输入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(the step has not started: its inputs are resolved when it starts)</source>
        <translation>（步骤尚未启动：其输入在启动时解析）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pipeline inputs</source>
        <translation>管道输入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(no pipeline inputs)</source>
        <translation>（没有管道输入）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reading the log of %1 from %2…</source>
        <translation>正在从 %2 读取 %1 的日志…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This step has no log.</source>
        <translation>此步骤没有日志。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select a step to see its log.</source>
        <translation>选择一个步骤以查看其日志。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 has no log yet.</source>
        <translation>%1 还没有日志。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/run/runview_timeline.cpp" line="+101"/>
        <source>trial %1</source>
        <translation>试验 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No step has started yet.</source>
        <translation>还没有步骤启动。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Critical path: %1 (%2)</source>
        <translation>关键路径：%1（%2）</translation>
    </message>
    <message>
        <location filename="../ui/run/runview_graph.cpp" line="+123"/>
        <source>The pipeline as it ran cannot be shown: %1</source>
        <translation>无法显示运行时的管道：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Graph of the run</source>
        <translation>运行的图形</translation>
    </message>
    <message>
        <location filename="../ui/run/pythonhint.cpp" line="+38"/>
        <source>the default Python (python3 on PATH)</source>
        <translation>默认的 Python（PATH 中的 python3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The step&apos;s command starts %1 by its path, which does not have &apos;%2&apos; installed; the interpreter chosen for runs does not change that. Install the package that provides &apos;%2&apos; into %1, or let the command start python by name to run with the chosen interpreter.</source>
        <translation>该步骤的命令按路径启动 %1，而它没有安装“%2”；为运行选择的解释器不会改变这一点。请把提供“%2”的包安装到 %1 中，或让命令按名称启动 python，以便用所选的解释器运行。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Step &apos;%1&apos; failed because Python could not import the module &apos;%2&apos;.</source>
        <translation>步骤“%1”失败，因为 Python 无法导入模块“%2”。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The step ran with %1, which does not have &apos;%2&apos; installed. Choose an interpreter that has the step&apos;s packages (for example the Python of its virtual or conda environment), or install the package that provides &apos;%2&apos; into %1.</source>
        <translation>该步骤使用 %1 运行，而其中未安装“%2”。请选择装有该步骤所需包的解释器（例如其虚拟环境或 conda 环境中的 Python），或将提供“%2”的包安装到 %1 中。</translation>
    </message>
</context>
<context>
    <name>pw::ServerlessPage</name>
    <message>
        <location filename="../ui/compute/serverlesspage.cpp" line="+37"/>
        <source>Azure ML provides the machines of each job and removes them after it; steps choose their VM size and count themselves.</source>
        <translation>Azure ML 为每个作业提供计算机并在作业结束后移除；VM 大小和数量由各步骤自行选择。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Azure ML provides machines for this step and removes them after it. Choose a VM size, or let Azure ML pick a CPU size your quota allows.</source>
        <translation>Azure ML 为此步骤提供计算机并在结束后移除。请选择 VM 大小，或让 Azure ML 选择配额允许的 CPU 大小。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Let Azure ML choose the VM size</source>
        <translation>让 Azure ML 选择 VM 大小</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search sizes (NC6s, A100, DSv2…)</source>
        <translation>搜索大小（NC6s、A100、DSv2…）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+134"/>
        <source>All series</source>
        <translation>所有系列</translation>
    </message>
    <message>
        <location line="-131"/>
        <location line="+5"/>
        <source>≥ </source>
        <translation>≥ </translation>
    </message>
    <message>
        <location line="-4"/>
        <source> vCPUs</source>
        <translation> 个 vCPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU or GPU</source>
        <translation>CPU 或 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU only</source>
        <translation>仅 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU only</source>
        <translation>仅 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide retired series</source>
        <translation>隐藏已停用的系列</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Instance count:</source>
        <translation>实例数量：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Standard (dedicated)</source>
        <translation>Standard（专用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot (low priority)</source>
        <translation>Spot（低优先级）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Job tier:</source>
        <translation>作业层级：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot VMs cost less, but Azure may take them back when it needs the capacity; the job then starts over.</source>
        <translation>Spot VM 更便宜，但 Azure 需要容量时可能将其收回；此时作业会重新开始。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not set (the compute&apos;s default)</source>
        <translation>未设置（计算资源的默认值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User identity (the submitter&apos;s credentials)</source>
        <translation>用户标识（提交者的凭据）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity</source>
        <translation>托管标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML token</source>
        <translation>Azure ML 令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identity:</source>
        <translation>标识：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Set per step: a pipeline has no instance type, count, tier or identity of its own.</source>
        <translation>按步骤设置：管道本身没有实例类型、数量、层级或标识。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each step&apos;s VM size, instance count, job tier and identity are its own: choose them in the step&apos;s compute (select the step, then Compute ▸ Step Compute…).</source>
        <translation>每个步骤的 VM 大小、实例数、作业层级和标识由其自身决定：请在该步骤的计算资源中选择（选中步骤，然后选择“计算 ▸ 步骤计算资源…”）。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Choose a VM size, or let Azure ML choose one.</source>
        <translation>请选择 VM 大小，或让 Azure ML 选择。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Azure ML picks a CPU size for %n instance(s) that your quota allows.</source>
        <translation>
            <numerusform>Azure ML 会为 %n 个实例选择配额允许的 CPU 大小。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Needs %1 vCPUs of the %2 family; %3 reports no quota for it.</source>
        <translation>需要 %2 系列的 %1 个 vCPU；%3没有报告该系列的配额。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the workspace</source>
        <translation>工作区</translation>
    </message>
</context>
<context>
    <name>pw::SpecBuilder</name>
    <message>
        <location filename="../models/core/document/specbuilder.cpp" line="+82"/>
        <source>(inline component)</source>
        <translation>（内联组件）</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>step &apos;%1&apos; must be a mapping with type, component, inputs, …</source>
        <translation>步骤 &apos;%1&apos; 必须是包含 type、component、inputs 等键的映射</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;environment_variables&apos; must be a mapping of names to values</source>
        <translation>&apos;environment_variables&apos; 必须是名称到值的映射</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>step &apos;%1&apos;</source>
        <translation>步骤 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>components nest more than 8 levels deep</source>
        <translation>组件嵌套超过 8 层</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a pipeline file must be a mapping with &apos;type: pipeline&apos; and &apos;jobs&apos;</source>
        <translation>管道文件必须是包含 &apos;type: pipeline&apos; 和 &apos;jobs&apos; 的映射</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>settings</source>
        <translation>settings</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the pipeline</source>
        <translation>管道</translation>
    </message>
</context>
<context>
    <name>pw::StepRunner</name>
    <message>
        <location filename="../models/backends/processutil.cpp" line="-49"/>
        <source>[pipewright] %1: %2</source>
        <translation>[pipewright] %1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>[pipewright] ending the step: %1</source>
        <translation>[pipewright] 正在结束步骤：%1</translation>
    </message>
</context>
<context>
    <name>pw::StepsModel</name>
    <message>
        <location filename="../ui/models/stepsmodel.cpp" line="+106"/>
        <source>Reused</source>
        <translation>已重用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reused the outputs of job %1: component, code, inputs and parameters were unchanged</source>
        <translation>已重用作业 %1 的输出：组件、代码、输入和参数均未更改</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>signal %1</source>
        <translation>信号 %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reuse</source>
        <translation>重用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit code</source>
        <translation>退出代码</translation>
    </message>
</context>
<context>
    <name>pw::SubmitProblemsDialog</name>
    <message>
        <location filename="../ui/run/submitproblemsdialog.cpp" line="+36"/>
        <source>Problems that stop the run</source>
        <translation>阻止运行的问题</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Severity</source>
        <translation>严重性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Double-click a problem to go to it in the pipeline.</source>
        <translation>双击某个问题即可转到管道中的相应位置。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(pipeline)</source>
        <translation>（管道）</translation>
    </message>
</context>
<context>
    <name>pw::SweepRunner</name>
    <message numerus="yes">
        <location filename="../models/backends/sweeprunner.cpp" line="+44"/>
        <source>the sweep reached its limits.timeout of %n second(s)</source>
        <translation>
            <numerusform>扫描已达到其 limits.timeout（%n 秒）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>[pipewright] a sweep of %n trial(s) (%1 sampling), %2 at a time; the best by %3 (%4)</source>
        <translation>
            <numerusform>[pipewright] 共 %n 个试验的扫描（%1 采样），每次 %2 个；按 %3 选最佳（%4）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the lowest</source>
        <translation>最低</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[pipewright] max_concurrent_trials is %1; this machine&apos;s cores run %2 at a time</source>
        <translation>[pipewright] max_concurrent_trials 为 %1；本机的核心每次运行 %2 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] early termination: %1 policy, evaluation interval %2, delay %3</source>
        <translation>[pipewright] 提前终止：%1 策略，评估间隔 %2，延迟 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[pipewright] each trial works in trials/&lt;N&gt;/ (its log: trials/&lt;N&gt;/user_logs/std_log.txt) and logs its metrics through MLflow to trials/&lt;N&gt;/mlruns</source>
        <translation>[pipewright] 每个试验在 trials/&lt;N&gt;/ 中运行（其日志：trials/&lt;N&gt;/user_logs/std_log.txt），并通过 MLflow 将指标记录到 trials/&lt;N&gt;/mlruns</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>[pipewright] trial %1 failed: %2</source>
        <translation>[pipewright] 试验 %1 失败：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>the trial ran longer than limits.trial_timeout of %n second(s)</source>
        <translation>
            <numerusform>试验运行时间超过了 limits.trial_timeout（%n 秒）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] trial %1 started: %2</source>
        <translation>[pipewright] 试验 %1 已开始：%2</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>[pipewright] trial %1 %2 after %3 s%4%5</source>
        <translation>[pipewright] 试验 %1 在 %3 秒后%2%4%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stopped early</source>
        <translation>被提前停止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>canceled</source>
        <translation>被取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>[pipewright] the best trial is %1 (%2 %3): %4; its outputs are the step&apos;s</source>
        <translation>[pipewright] 最佳试验为 %1（%2 %3）：%4；其输出即为该步骤的输出</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>[pipewright] the sweep ended at its limits.timeout; the best trial is chosen from the %n that completed</source>
        <translation>
            <numerusform>[pipewright] 扫描在其 limits.timeout 时结束；最佳试验从已完成的 %n 个中选出</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no trial logged the primary metric &apos;%1&apos; through MLflow (mlflow.log_metric); no best trial can be chosen</source>
        <translation>没有试验通过 MLflow（mlflow.log_metric）记录主要指标“%1”；无法选出最佳试验</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no best trial can be chosen: the trials&apos; Python (%1) cannot import mlflow, so no trial could log the primary metric &apos;%2&apos; (pip install mlflow)</source>
        <translation>无法选出最佳试验：试验所用的 Python（%1）无法导入 mlflow，因此没有试验能记录主要指标“%2”（pip install mlflow）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>trial %1: %2</source>
        <translation>试验 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the search space gives no trial</source>
        <translation>搜索空间没有给出任何试验</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no trial completed (%1)</source>
        <translation>没有试验完成（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none started</source>
        <translation>没有试验开始</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot move the best trial&apos;s output %1 to %2</source>
        <translation>无法将最佳试验的输出 %1 移到 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[pipewright] cannot link %1 to the step&apos;s output: %2</source>
        <translation>[pipewright] 无法将 %1 链接到该步骤的输出：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>[pipewright] %1</source>
        <translation>[pipewright] %1</translation>
    </message>
</context>
<context>
    <name>pw::TimeSeriesChart</name>
    <message>
        <location filename="../views/charts/timeserieschart.cpp" line="+45"/>
        <source>Could not draw the chart as PNG.</source>
        <translation>无法将图表绘制为 PNG。</translation>
    </message>
    <message>
        <location line="+265"/>
        <source>%1
%2: %3</source>
        <translation>%1
%2：%3</translation>
    </message>
</context>
<context>
    <name>pw::TimelineView</name>
    <message>
        <location filename="../views/timelineview.cpp" line="+146"/>
        <location line="+619"/>
        <source>Step timeline</source>
        <translation>步骤时间线</translation>
    </message>
    <message>
        <location line="-435"/>
        <location line="+309"/>
        <source>Critical path</source>
        <translation>关键路径</translation>
    </message>
    <message>
        <location line="-223"/>
        <source>Status: %1</source>
        <translation>状态：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started: %1</source>
        <translation>开始时间：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended: %1</source>
        <translation>结束时间：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration: %1</source>
        <translation>持续时间：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit code: %1</source>
        <translation>退出代码：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cores × seconds: %1</source>
        <translation>核心数 × 秒：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waits for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the critical path</source>
        <translation>位于关键路径上</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n step(s) started</source>
        <translation>
            <numerusform>已启动 %n 个步骤</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>critical path: %1</source>
        <translation>关键路径：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No step has started yet.</source>
        <translation>还没有步骤启动。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No run selected.</source>
        <translation>未选择运行。</translation>
    </message>
    <message>
        <location line="+156"/>
        <source>Not started: %1</source>
        <translation>未启动：%1</translation>
    </message>
</context>
<context>
    <name>pw::VmSizesModel</name>
    <message>
        <location filename="../ui/models/vmsizesmodel.cpp" line="+96"/>
        <source>Quota for the %1 series must be requested and approved before first use.</source>
        <translation>%1 系列的配额必须在首次使用前申请并获得批准。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 series was retired on %2.</source>
        <translation>%1 系列已于 %2 停用。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pay-as-you-go: %1 per hour, Linux</source>
        <translation>即用即付：每小时 %1，Linux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Low priority or Spot: %1 per hour</source>
        <translation>低优先级或 Spot：每小时 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the workspace&apos;s list of sizes.</source>
        <translation>来自工作区的规格列表。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From %1.</source>
        <translation>来自%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No price is known for this size in this region.</source>
        <translation>此区域没有该规格的价格。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2/h</source>
        <translation>%1 %2/小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>needs approval</source>
        <translation>需要审批</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>retired</source>
        <translation>已停用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low priority</source>
        <translation>低优先级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>pw::WebInputCache</name>
    <message>
        <location filename="../models/backends/webinputs.cpp" line="+72"/>
        <source>cannot create the download folder %1 for %2</source>
        <translation>无法为 %2 创建下载文件夹 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is unchanged on the server; the copy of %2 is used</source>
        <translation>%1 在服务器上未更改；使用 %2 的副本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot keep the download of %1 as %2</source>
        <translation>无法将 %1 的下载保存为 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>downloaded %1 (%2)</source>
        <translation>已下载 %1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 could not be reached (%2); the copy of %3 is used</source>
        <translation>无法访问 %1（%2）；使用 %3 的副本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GET %1 answered HTTP %2%3</source>
        <translation>GET %1 返回 HTTP %2%3</translation>
    </message>
</context>
<context>
    <name>pw::WelcomePage</name>
    <message>
        <location filename="../ui/shell/welcomepage.cpp" line="+150"/>
        <source>Pipewright</source>
        <translation>Pipewright</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Pipeline…</source>
        <translation>打开管道…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the Sample Workspace</source>
        <translation>打开示例工作区</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Design, check and run Azure Machine Learning pipeline YAML files.</source>
        <translation>设计、检查和运行 Azure 机器学习管道 YAML 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent pipelines</source>
        <translation>最近的管道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tip: start the studio with a project folder (pipewright-studio FOLDER) to browse its pipelines, components and data in the Workspace panel.</source>
        <translation>提示：使用项目文件夹启动工作室（pipewright-studio FOLDER），即可在“工作区”面板中浏览其中的管道、组件和数据。</translation>
    </message>
</context>
<context>
    <name>pw::WorkspaceConnection</name>
    <message>
        <location filename="../models/core/runs/workspaceconnection.cpp" line="-49"/>
        <source>The %1 endpoint must be a URL such as https://management.example.com.</source>
        <translation>%1 终结点必须是 URL，例如 https://management.example.com。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 endpoint must use https (plain http only to this machine: localhost, 127.0.0.1, ::1).</source>
        <translation>%1 终结点必须使用 https（只有本机才允许纯 http：localhost、127.0.0.1、::1）。</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The workspace id must read /subscriptions/SUBSCRIPTION/resourceGroups/GROUP/providers/Microsoft.MachineLearningServices/workspaces/NAME (the workspace&apos;s Properties in the Azure portal show it).</source>
        <translation>工作区 ID 的格式必须为 /subscriptions/SUBSCRIPTION/resourceGroups/GROUP/providers/Microsoft.MachineLearningServices/workspaces/NAME（可在 Azure 门户中工作区的“属性”中找到）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resource Manager</source>
        <translation>资源管理器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sign-in</source>
        <translation>登录</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A service principal needs its tenant and its client (application) id.</source>
        <translation>服务主体需要其租户和客户端（应用程序）ID。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unknown sign-in method &apos;%1&apos;.</source>
        <translation>未知的登录方式“%1”。</translation>
    </message>
</context>
<context>
    <name>pw::WorkspaceDialog</name>
    <message>
        <location filename="../ui/run/workspacedialog.cpp" line="+24"/>
        <source>Connect to an Azure ML Workspace</source>
        <translation>连接到 Azure ML 工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jobs, computes and quota of the workspace then appear beside this machine&apos;s: choose the workspace in the toolbar&apos;s backend selector.</source>
        <translation>之后工作区的作业、计算资源和配额会显示在本机的旁边：在工具栏的后端选择器中选择该工作区。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>From config.json…</source>
        <translation>从 config.json 导入…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the workspace from the config.json that Azure ML studio downloads (Download config file) and the SDK&apos;s MLClient.from_config reads.</source>
        <translation>从 Azure 机器学习工作室下载的 config.json（“下载配置文件”）读取工作区，SDK 的 MLClient.from_config 读取的也是该文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Workspace config.json</source>
        <translation>工作区 config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure ML config (config.json *.json)</source>
        <translation>Azure 机器学习配置 (config.json *.json)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Workspace id:</source>
        <translation>工作区 ID：</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Azure</source>
        <translation>Azure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure operated by 21Vianet (China)</source>
        <translation>由世纪互联运营的 Azure（中国）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Azure US Government</source>
        <translation>Azure 美国政府</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A private cloud (endpoints below)</source>
        <translation>私有云（终结点见下）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud:</source>
        <translation>云：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resource Manager endpoint:</source>
        <translation>资源管理器终结点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign-in endpoint:</source>
        <translation>登录终结点：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Azure CLI login (az login)</source>
        <translation>Azure CLI 登录（az login）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device code (sign in in a browser)</source>
        <translation>设备代码（在浏览器中登录）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service principal</source>
        <translation>服务主体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed identity of this machine</source>
        <translation>本机的托管标识</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token in PIPEWRIGHT_ACCESS_TOKEN</source>
        <translation>PIPEWRIGHT_ACCESS_TOKEN 中的令牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in with:</source>
        <translation>登录方式：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty: AZURE_CLIENT_SECRET, or the one kept in the keychain</source>
        <translation>留空：使用 AZURE_CLIENT_SECRET，或钥匙串中保存的密钥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tenant:</source>
        <translation>租户：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client id:</source>
        <translation>客户端 ID：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client secret:</source>
        <translation>客户端密钥：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List My Workspaces</source>
        <translation>列出我的工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in as set above and list the workspaces of every subscription the account can see.</source>
        <translation>按上方设置登录，并列出该帐户可见的每个订阅中的工作区。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Subscription:</source>
        <translation>订阅：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resource group:</source>
        <translation>资源组：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workspace:</source>
        <translation>工作区：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Signing in and listing workspaces…</source>
        <translation>正在登录并列出工作区…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The workspaces could not be listed.</source>
        <translation>无法列出工作区。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 cannot be read as a workspace&apos;s config.json: %2</source>
        <translation>无法将 %1 读取为工作区的 config.json：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The account sees no workspace.</source>
        <translation>该帐户看不到任何工作区。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n workspace(s) found.</source>
        <translation>
            <numerusform>找到 %n 个工作区。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Signing in and reading the workspace…</source>
        <translation>正在登录并读取工作区…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The connection was given up.</source>
        <translation>已放弃连接。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>optional: empty signs in to the account&apos;s own tenant</source>
        <translation>可选：留空则登录到帐户自己的租户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required: the directory (tenant) id of the service principal</source>
        <translation>必填：服务主体的目录（租户）ID</translation>
    </message>
</context>
<context>
    <name>pw::YamlEditor</name>
    <message>
        <location filename="../views/yamleditor.cpp" line="+313"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Info</source>
        <translation>信息</translation>
    </message>
</context>
<context>
    <name>pw::azure</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="+47"/>
        <source>%1: not a YAML file that can be read</source>
        <translation>%1：不是可读取的 YAML 文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is not a pipeline job (type: pipeline); only pipeline jobs are submitted</source>
        <translation>这不是管道作业（type: pipeline）；只能提交管道作业</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the pipeline has no jobs: there is nothing to submit</source>
        <translation>管道中没有作业：没有可提交的内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>there is no pipeline input &apos;%1&apos; to set; the inputs are: %2</source>
        <translation>没有可设置的管道输入“%1”；输入有：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: the local path %2 does not exist</source>
        <translation>%1：本地路径 %2 不存在</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is of type uri_file but %2 is a folder</source>
        <translation>%1 的类型是 uri_file，但 %2 是文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is of type %2 but %3 is a file</source>
        <translation>%1 的类型是 %2，但 %3 是文件</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: compute &apos;local&apos; runs on this machine; run the pipeline here, or name a compute of the workspace</source>
        <translation>%1：计算资源“local”在本机运行；请在本机运行该管道，或指定工作区中的计算资源</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: an environment has an image or a build context, not both</source>
        <translation>%1：环境只能有映像或生成上下文之一，不能两者都有</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the environment&apos;s build needs the path of its Docker context (build.path)</source>
        <translation>%1：环境的 build 需要其 Docker 上下文的路径（build.path）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: the Docker context %2 is a file; build.path names a folder</source>
        <translation>%1：Docker 上下文 %2 是文件；build.path 应指向文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: the Docker context %2 does not exist (%3)</source>
        <translation>%1：Docker 上下文 %2 不存在（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the Docker context %2 has no %3</source>
        <translation>%1：Docker 上下文 %2 中没有 %3</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="+759"/>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="+9"/>
        <location line="+114"/>
        <source>step &apos;%1&apos;</source>
        <translation>步骤“%1”</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="-114"/>
        <source>component %1</source>
        <translation>组件 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: a spark step&apos;s component must be of type spark, not %2</source>
        <translation>步骤“%1”：spark 步骤的组件必须是 spark 类型，而不是 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>step &apos;%1&apos;: a sweep&apos;s trial must be a command component, not %2</source>
        <translation>步骤“%1”：扫描的试验（trial）必须是命令组件，而不是 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is of type %2, which submitting from here does not cover yet; submit the file with &apos;az ml job create --file %3&apos;</source>
        <translation>%1 的类型是 %2，从此处提交尚不支持；请用“az ml job create --file %3”提交该文件</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: the code %2 does not exist (%3)</source>
        <translation>%1：代码 %2 不存在（%3）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>step &apos;%1&apos; is a sweep step without a trial; name the command component it tunes under trial:</source>
        <translation>步骤“%1”是没有试验（trial）的扫描步骤；请在 trial: 下指定它要调优的命令组件</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>step &apos;%1&apos; is a %2 node, which submitting a pipeline file does not cover: the official SDK that &apos;az ml job create&apos; runs (azure-ai-ml 1.4.0) refuses it in a YAML file too; such pipelines are written with the SDK&apos;s Python pipeline builder (dsl)</source>
        <translation>步骤“%1”是 %2 节点，提交管道文件时不支持：“az ml job create”所用的官方 SDK（azure-ai-ml 1.4.0）在 YAML 文件中同样拒绝它；这类管道需用 SDK 的 Python 管道构建器（dsl）编写</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>step &apos;%1&apos; is of type %2, which submitting from here does not cover yet; submit the file with &apos;az ml job create --file %3&apos;</source>
        <translation>步骤“%1”的类型是 %2，从此处提交尚不支持；请用“az ml job create --file %3”提交该文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+52"/>
        <source>step &apos;%1&apos;: component %2: %3</source>
        <translation>步骤“%1”：组件 %2：%3</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>step &apos;%1&apos;: the pipeline component cannot be read</source>
        <translation>步骤“%1”：无法读取其管道组件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>step &apos;%1&apos;: pipelines nest more than 16 levels deep</source>
        <translation>步骤“%1”：管道嵌套超过 16 层</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos;: a pipeline component written inside the step is not accepted by Azure ML (az ml job create refuses it too); move it to a file of its own and name that file as the component</source>
        <translation>步骤“%1”：Azure ML 不接受写在步骤内部的管道组件（az ml job create 同样拒绝）；请将其移到单独的文件中，并以该文件作为组件</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>step &apos;%1&apos;: the component cannot be read: %2</source>
        <translation>步骤“%1”：无法读取组件：%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>step &apos;%1&apos; is a parallel step with neither a component nor a task; add a task (type: run_function, code, entry_script, environment) or name a component</source>
        <translation>步骤“%1”是既没有组件也没有任务的并行步骤；请添加任务（type: run_function、code、entry_script、environment）或指定组件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step &apos;%1&apos; is a spark step with neither a component nor an entry; add entry: {file: …} (or class_name) with its code, or name a spark component</source>
        <translation>步骤“%1”是既没有组件也没有入口的 spark 步骤；请添加 entry: {file: …}（或 class_name）及其代码，或指定一个 spark 组件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step &apos;%1&apos; names neither a component nor a command</source>
        <translation>步骤“%1”既没有指定组件也没有指定命令</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit.cpp" line="+52"/>
        <source>%1 names the label &apos;%2&apos;; only @latest or a version (name:version) can be resolved</source>
        <translation>%1 使用了标签 &apos;%2&apos;；只能解析 @latest 或版本（name:version）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no latest version (%2)</source>
        <translation>%1 没有最新版本（%2）</translation>
    </message>
    <message>
        <location line="+226"/>
        <source>%1: step &apos;%2&apos;: the component %3</source>
        <translation>%1：步骤 &apos;%2&apos;：组件 %3</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>Rerunning a job is offered for jobs of this machine only; submit %1 again to run it in %2.</source>
        <translation>只有本机的作业才能重新运行；请再次提交 %1，在 %2 中运行。</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_source.cpp" line="-195"/>
        <source>%1: additional_includes must be a list of files or folders</source>
        <translation>%1：additional_includes 必须是文件或文件夹的列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: additional_includes are copied into the component&apos;s code, but it has no local code folder (code:)</source>
        <translation>%1：additional_includes 会复制到组件的代码中，但该组件没有本地代码文件夹（code:）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: each additional include is a path</source>
        <translation>%1：每个附加包含项都应是一个路径</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the additional include %2 does not exist (%3)</source>
        <translation>%1：附加包含项 %2 不存在（%3）</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>step &apos;%1&apos; is a pipeline step without a component; name a pipeline component: a file, azureml:name:version or a registry&apos;s</source>
        <translation>步骤“%1”是没有组件的管道步骤；请指定一个管道组件：文件、azureml:名称：版本或注册表中的组件</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit.cpp" line="+167"/>
        <source>%1: %2 names the compute &apos;%3&apos;, which the workspace %4 does not have</source>
        <translation>%1：%2 指定了计算资源“%3”，但工作区 %4 中没有它</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+18"/>
        <location line="+213"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>%1: the Docker context %2 is local: %3</source>
        <translation>%1：Docker 上下文 %2 位于本地：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 is a local path: %3</source>
        <translation>%1：%2 是本地路径：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the Docker context %2: %3</source>
        <translation>%1：Docker 上下文 %2：%3</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>%1: cannot register %2: %3</source>
        <translation>%1：无法注册 %2：%3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>the environment of %1</source>
        <translation>%1 的环境</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+13"/>
        <source>the component of %1</source>
        <translation>%1 的组件</translation>
    </message>
    <message>
        <location line="+350"/>
        <source>%1: the job was not created: %2</source>
        <translation>%1：未创建作业：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>submitted as job %1 of %2: %3</source>
        <translation>已作为 %2 的作业 %1 提交：%3</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="-15"/>
        <source>%1: there is no pipeline to submit</source>
        <translation>%1：没有可提交的管道</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>identity type &apos;%1&apos; is not one Azure ML knows (user_identity, managed, aml_token)</source>
        <translation>标识类型“%1”不是 Azure ML 认识的类型（user_identity、managed、aml_token）</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azureupload.cpp" line="+170"/>
        <location line="+7"/>
        <location line="+299"/>
        <location line="+5"/>
        <location line="+131"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location line="-423"/>
        <source>%1 nests folders more than 64 levels deep (a symbolic link loop?)</source>
        <translation>%1 的文件夹嵌套超过 64 层（是否存在符号链接循环？）</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is a symbolic link to nothing</source>
        <translation>%1 是指向不存在目标的符号链接</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds more than 200,000 files; leave some out with an .amlignore file</source>
        <translation>%1 包含超过 200,000 个文件；请用 .amlignore 文件排除一些</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the folder %1 holds no files</source>
        <translation>文件夹 %1 中没有文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder %1 holds no files that %2 keeps</source>
        <translation>文件夹 %1 中没有 %2 保留的文件</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>additional include: %1</source>
        <translation>附加包含项：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the additional include %1 brings %2, which the code already has</source>
        <translation>附加包含项 %1 带来的 %2 在代码中已存在</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>the storage account key of %1 is not base64</source>
        <translation>%1 的存储帐户密钥不是 base64</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+91"/>
        <source>Cannot upload %1: %2</source>
        <translation>无法上传 %1：%2</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>%1 is too large for blocks of %2 bytes (a blob has at most 50,000 blocks)</source>
        <translation>%1 对于 %2 字节的块来说太大（一个 blob 最多 50,000 个块）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Cannot upload %1: it changed while being uploaded (%2 bytes, %3 before)</source>
        <translation>无法上传 %1：它在上传期间发生了变化（现为 %2 字节，之前为 %3 字节）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/azure/azureupload_workspace.cpp" line="+38"/>
        <source>%1 (with %n additional include(s))</source>
        <translation>
            <numerusform>%1（含 %n 个附加包含项）</numerusform>
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
        <translation>代码 %1：%2</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Code %1: the code version found by its hash has no id (%2)</source>
        <translation>代码 %1：按哈希找到的代码版本没有 ID（%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Code %1: not uploaded, the submission stopped</source>
        <translation>代码 %1：未上传，提交已停止</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Code %1: the answer of %2 names no blobUri and sasUri to upload to</source>
        <translation>代码 %1：%2 的应答中没有可上传到的 blobUri 和 sasUri</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Cannot find the workspace&apos;s default datastore: %1</source>
        <translation>找不到工作区的默认数据存储：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The workspace %1 names no default datastore (%2); local data cannot be uploaded</source>
        <translation>工作区 %1 没有指定默认数据存储（%2）；无法上传本地数据</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The default datastore %1 is of type %2 without a storage account and container; local data can only be uploaded to Azure Blob or Data Lake Gen2 datastores</source>
        <translation>默认数据存储 %1 的类型为 %2，没有存储帐户和容器；本地数据只能上传到 Azure Blob 或 Data Lake Gen2 数据存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+44"/>
        <source>The default datastore %1: %2</source>
        <translation>默认数据存储 %1：%2</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The default datastore %1 uses identity-based access (it keeps no account key or SAS token), so local data is written to it with your own identity, which needs a token for Azure Storage: %2</source>
        <translation>默认数据存储 %1 使用基于标识的访问（不保存帐户密钥或 SAS 令牌），因此本地数据以你自己的身份写入，这需要 Azure 存储的令牌：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot read the credentials of the default datastore %1: %2</source>
        <translation>无法读取默认数据存储 %1 的凭据：%2</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: not uploaded, the submission stopped</source>
        <translation>%1：未上传，提交已停止</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot mark the upload of %1 complete: %2</source>
        <translation>无法将 %1 的上传标记为完成：%2</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_parallel.cpp" line="+39"/>
        <source>step &apos;%1&apos; is a parallel step without a task: add one (type: run_function, code, entry_script, environment) or name a component</source>
        <translation>步骤“%1”是没有任务的并行步骤：请添加任务（type: run_function、code、entry_script、environment）或指定组件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>step &apos;%1&apos;: a parallel task of type %2 cannot be submitted from here yet (only run_function); submit the file with &apos;az ml job create --file&apos;</source>
        <translation>步骤“%1”：类型为 %2 的并行任务暂不能从此处提交（仅支持 run_function）；请用“az ml job create --file”提交该文件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>step &apos;%1&apos;: the parallel task names no entry_script</source>
        <translation>步骤“%1”：并行任务没有指定 entry_script</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>step &apos;%1&apos;: the parallel task names no environment</source>
        <translation>步骤“%1”：并行任务没有指定环境</translation>
    </message>
</context>
<context>
    <name>pw::azure::Builder</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="-643"/>
        <source>the code %1 has no code version in the workspace</source>
        <translation>代码 %1 在工作区中没有代码版本</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the environment must be a reference or a mapping</source>
        <translation>%1：环境必须是引用或映射</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the Docker context %2 was not uploaded</source>
        <translation>%1：Docker 上下文 %2 未上传</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: the environment names no image</source>
        <translation>%1：环境没有指定映像</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot read the conda file %2: %3</source>
        <translation>%1：无法读取 conda 文件 %2：%3</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+314"/>
        <location line="+41"/>
        <source>step &apos;%1&apos;</source>
        <translation>步骤“%1”</translation>
    </message>
    <message>
        <location line="-355"/>
        <source>component %1</source>
        <translation>组件 %1</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_sweepspark.cpp" line="+127"/>
        <source>step &apos;%1&apos;: a spark step needs conf with spark.driver.cores, spark.driver.memory, spark.executor.cores and spark.executor.memory</source>
        <translation>步骤“%1”：spark 步骤需要包含 spark.driver.cores、spark.driver.memory、spark.executor.cores 和 spark.executor.memory 的 conf</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation>步骤“%1”：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the spark configuration needs %1 (conf:)</source>
        <translation>spark 配置需要 %1（conf:）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>spark.dynamicAllocation.minExecutors and maxExecutors are set while dynamic allocation is off</source>
        <translation>动态分配已关闭，却设置了 spark.dynamicAllocation.minExecutors 和 maxExecutors</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dynamic allocation needs spark.dynamicAllocation.minExecutors and spark.dynamicAllocation.maxExecutors</source>
        <translation>动态分配需要 spark.dynamicAllocation.minExecutors 和 spark.dynamicAllocation.maxExecutors</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>spark.dynamicAllocation.minExecutors must be above 0 and at most maxExecutors</source>
        <translation>spark.dynamicAllocation.minExecutors 必须大于 0 且不超过 maxExecutors</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spark.executor.instances must lie between spark.dynamicAllocation.minExecutors and maxExecutors</source>
        <translation>spark.executor.instances 必须介于 spark.dynamicAllocation.minExecutors 和 maxExecutors 之间</translation>
    </message>
    <message>
        <location filename="../models/backends/azure/azuresubmit_body.cpp" line="+197"/>
        <source>the local path %1 was not uploaded</source>
        <translation>本地路径 %1 未上传</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>step &apos;%1&apos; has no component to run</source>
        <translation>步骤“%1”没有可运行的组件</translation>
    </message>
</context>
<context>
    <name>pw::azure::submitdetail::Converter</name>
    <message>
        <location filename="../models/backends/azure/azuresubmit_automl.cpp" line="+265"/>
        <source>an automl step needs task: (%1)</source>
        <translation>AutoML 步骤需要 task:（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>task &apos;%1&apos; is not an AutoML task (%2)</source>
        <translation>task“%1”不是 AutoML 任务（%2）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an automl step needs training_data</source>
        <translation>AutoML 步骤需要 training_data</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an automl %1 step needs target_column_name</source>
        <translation>AutoML %1 步骤需要 target_column_name</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>step &apos;%1&apos;: %2</source>
        <translation>步骤“%1”：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+107"/>
        <location line="+10"/>
        <location line="+28"/>
        <location line="+14"/>
        <location line="+22"/>
        <source>%1 must be a map</source>
        <translation>%1 必须是映射</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>an automl %1 step has no setting &apos;%2&apos;</source>
        <translation>AutoML %1 步骤没有设置“%2”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not a setting of %2</source>
        <translation>%1 不是 %2 的设置</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be a single value</source>
        <translation>%1 必须是单个值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 必须是整数，而不是“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1 必须是数字，而不是“%2”</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 必须是 true 或 false，而不是“%2”</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 must be a list</source>
        <translation>%1 必须是列表</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 must name a pipeline input or another step&apos;s output (${{parent.inputs.…}} or ${{parent.jobs.….outputs.…}}); give the data to the pipeline as an input and bind it here</source>
        <translation>%1 必须引用管道输入或其他步骤的输出（${{parent.inputs.…}} 或 ${{parent.jobs.….outputs.…}}）；请将数据作为管道输入，并在此处绑定</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1.%2 must be a list</source>
        <translation>%1.%2 必须是列表</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1.%2 must be a map or a binding</source>
        <translation>%1.%2 必须是映射或绑定</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 needs sampling_algorithm (random, grid or bayesian)</source>
        <translation>%1 需要 sampling_algorithm（random、grid 或 bayesian）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.early_termination.type &apos;%2&apos; is not a policy (%3)</source>
        <translation>%1.early_termination.type“%2”不是终止策略（%3）</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+19"/>
        <source>%1 must be a list of maps of settings</source>
        <translation>%1 必须是由设置映射组成的列表</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a setting the %2 task tunes</source>
        <translation>%1 不是 %2 任务可调的设置</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 must be a value or a distribution</source>
        <translation>%1 必须是值或分布</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &apos;%2&apos; is not a distribution (%3)</source>
        <translation>%1：“%2”不是分布（%3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2 is not an argument of %3 (%4)</source>
        <translation>%1：%2 不是 %3 的参数（%4）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 needs %3</source>
        <translation>%1：%2 需要 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the values of a choice are a list</source>
        <translation>%1：choice 的 values 是一个列表</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 must be a number</source>
        <translation>%1：%2 必须是数字</translation>
    </message>
</context>
<context>
    <name>pw::azureml</name>
    <message>
        <location filename="../models/core/validation/azuremlvalues.cpp" line="-78"/>
        <source>%1 &apos;%2&apos; is not a value Azure ML is known to accept (%3); the service will decide</source>
        <translation>%1 &apos;%2&apos; 不是已知 Azure ML 接受的值（%3）；将由服务决定</translation>
    </message>
</context>
</TS>
