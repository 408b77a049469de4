<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>StepWise::ActiveOracleLearner</name>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="113"/>
        <source>the failing input has no numbers</source>
        <translation>失败输入中没有数字</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="133"/>
        <source>%1 printed &quot;%2&quot; for input %3, which is not one number</source>
        <translation>%1 对输入 %3 输出了 &quot;%2&quot;，这不是单个数字</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="142"/>
        <source>on the failing input %1 the program&apos;s run ended as &quot;%2&quot;, which counts as output %3: the questions are about that outcome as well</source>
        <extracomment>%1 the input, %2 how the run ended (crashed, timed out, ...), %3 the output it counts as</extracomment>
        <translation>在失败输入 %1 上，程序运行以“%2”结束，计为输出 %3：提问也会涉及这一结果</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="523"/>
        <source>%1; the later answer is ignored</source>
        <extracomment>%1 why learning failed (names the two contradicting tests)</extracomment>
        <translation>%1；较晚的回答将被忽略</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="488"/>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="531"/>
        <source>%1; keeping the previous oracle</source>
        <extracomment>%1 why learning failed (caps or work limit reached)</extracomment>
        <translation>%1；保留之前的预言</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="668"/>
        <source>not started</source>
        <translation>未开始</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="677"/>
        <source>%n input(s) tried were left out, as the program printed text that is not one number on them (for input %1 it printed &quot;%2&quot;): nothing was learned about such inputs</source>
        <extracomment>%1 one of those inputs, %2 the text the program printed on it</extracomment>
        <translation>
            <numerusform>已尝试的 %n 个输入被略过，因为程序对其输出的文本不是一个数字（对输入 %1 输出了“%2”）：未从这些输入中学到任何内容</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="685"/>
        <source>none of the %n answered input(s) failed: the condition was learned from the failing input you gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again from another failing input, if you know one, would tell more</source>
        <translation>
            <numerusform>已回答的 %n 个输入都没有失败：该条件仅从您给出的失败输入学得，因此可能遗漏错误在别处出现的位置，也可能包含会通过的输入；如果您知道另一个会失败的输入，从它重新开始能得到更多信息</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="713"/>
        <source>labelling budget of %n questions used</source>
        <translation>
            <numerusform>已用完 %n 个问题的标注预算</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="716"/>
        <source>time budget of %1 s used</source>
        <extracomment>%1 seconds</extracomment>
        <translation>已用完 %1 秒的时间预算</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="718"/>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="734"/>
        <source>canceled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="741"/>
        <source>no new inputs found near the failing tests</source>
        <translation>在失败测试附近找不到新的输入</translation>
    </message>
</context>
<context>
    <name>StepWise::AdbDevice</name>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="28"/>
        <source>the attached Android device</source>
        <translation>已连接的 Android 设备</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="34"/>
        <source>adb was not found in PATH; install the Android platform tools (Debian package &apos;adb&apos;)</source>
        <translation>在 PATH 中找不到 adb；请安装 Android 平台工具（Debian 软件包 &apos;adb&apos;）</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="45"/>
        <source>cannot run %1: %2</source>
        <extracomment>%1 the adb program, %2 why (from the system)</extracomment>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="52"/>
        <source>adb %1 did not finish within %2 s on %3</source>
        <extracomment>%1 adb&apos;s arguments, %2 seconds, %3 the device&apos;s serial or &quot;the attached Android device&quot;</extracomment>
        <translation>adb %1 在 %3 上未能在 %2 秒内完成</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="65"/>
        <source>no Android device attached (%1)</source>
        <extracomment>%1 adb&apos;s own message</extracomment>
        <translation>未连接 Android 设备（%1）</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="68"/>
        <source>adb %1 failed on %2: %3</source>
        <extracomment>%1 adb&apos;s arguments, %2 the device, %3 adb&apos;s own message or &quot;exit code N&quot;</extracomment>
        <translation>adb %1 在 %2 上失败：%3</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="69"/>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="106"/>
        <source>no Android device attached: `adb devices` lists none that is ready (connect one with USB debugging enabled, or start an emulator)</source>
        <translation>未连接 Android 设备：`adb devices` 未列出任何就绪的设备（请连接一台已启用 USB 调试的设备，或启动模拟器）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/replay/adbdevice.cpp" line="112"/>
        <source>%n Android devices are attached (%1); choose one by serial</source>
        <extracomment>%1 their serials</extracomment>
        <translation>
            <numerusform>已连接 %n 台 Android 设备（%1）；请按序列号选择一台</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="118"/>
        <source>device %1 is not attached or not ready (attached: %2)</source>
        <extracomment>%1 the serial asked for, %2 the serials of the attached devices</extracomment>
        <translation>设备 %1 未连接或未就绪（已连接：%2）</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="140"/>
        <source>screencap on %1 returned no PNG image</source>
        <translation>%1 上的 screencap 未返回 PNG 图像</translation>
    </message>
</context>
<context>
    <name>StepWise::AnalysisWorker</name>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="23"/>
        <source>Opening the model store…</source>
        <translation>正在打开模型库…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="27"/>
        <source>No model store is configured.</source>
        <translation>未配置模型库。</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="34"/>
        <location filename="../models/analysis/analysisworker.cpp" line="74"/>
        <location filename="../models/analysis/analysisworker.cpp" line="96"/>
        <source>Idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="50"/>
        <source>Loading the model of %1…</source>
        <translation>正在加载 %1 的模型…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="53"/>
        <source>Cannot load the model of %1: %2</source>
        <translation>无法加载 %1 的模型：%2</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="78"/>
        <source>No assessor is configured.</source>
        <translation>未配置评估器。</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="84"/>
        <source>Assessing the report against %1…</source>
        <translation>正在根据 %1 评估报告…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="107"/>
        <source>Cannot read the model store: %1</source>
        <translation>无法读取模型存储：%1</translation>
    </message>
</context>
<context>
    <name>StepWise::ArchiveExtractor</name>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="27"/>
        <source>unknown libarchive error</source>
        <translation>未知的 libarchive 错误</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="73"/>
        <location filename="../models/trace/archiveextractor.cpp" line="87"/>
        <source>%1: truncated or corrupt archive: %2</source>
        <translation>%1：归档文件被截断或已损坏：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="74"/>
        <source>%1: cannot open as a zip or tar archive: %2</source>
        <translation>%1：无法作为 zip 或 tar 归档打开：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="93"/>
        <source>%1: more than %2 entries; refusing to unpack (archive bomb guard)</source>
        <translation>%1：条目超过 %2 个；拒绝解压（防归档炸弹）</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="99"/>
        <source>%1: unsafe entry path &quot;%2&quot; (absolute or with &quot;..&quot;); refusing to unpack</source>
        <translation>%1：条目路径“%2”不安全（绝对路径或含“..”）；拒绝解压</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="110"/>
        <source>%1: skipped entry &quot;%2&quot; (not a regular file)</source>
        <translation>%1：已跳过条目“%2”（不是普通文件）</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="116"/>
        <location filename="../models/trace/archiveextractor.cpp" line="152"/>
        <source>%1: cannot write %2: %3</source>
        <translation>%1：无法写入 %2：%3</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="125"/>
        <source>%1: truncated or corrupt archive at entry &quot;%2&quot;: %3</source>
        <translation>%1：归档文件在条目“%2”处被截断或已损坏：%3</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="132"/>
        <source>%1: entry &quot;%2&quot; unpacks to more than %3 MiB, the most a dump, trace or screenshot may hold; refusing</source>
        <translation>%1：条目“%2”解压后超过 %3 MiB，即转储、跟踪或截图允许的上限；已拒绝</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="139"/>
        <source>%1: unpacks to more than %2 MiB; refusing (archive bomb guard)</source>
        <translation>%1：解压后超过 %2 MiB；已拒绝（防归档炸弹）</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="146"/>
        <source>%1: entry &quot;%2&quot; expands more than %3 times; refusing (archive bomb guard)</source>
        <translation>%1：条目“%2”解压后膨胀超过 %3 倍；已拒绝（防归档炸弹）</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="159"/>
        <source>%1: the archive is empty</source>
        <translation>%1：归档文件为空</translation>
    </message>
</context>
<context>
    <name>StepWise::BackendConfig</name>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="121"/>
        <source>%1: %n LLM call(s)</source>
        <translation>
            <numerusform>%1：%n 次 LLM 调用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n cached</source>
        <translation>
            <numerusform>，%n 次来自缓存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n decided offline</source>
        <translation>
            <numerusform>，%n 次离线判定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="123"/>
        <source>, %n fallback(s)</source>
        <translation>
            <numerusform>，%n 次回退</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="124"/>
        <source>, %1 prompt + %2 completion tokens</source>
        <translation>，%1 个提示词 token + %2 个补全 token</translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="125"/>
        <source>, est. $%1</source>
        <translation>，预计 $%1</translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="126"/>
        <source>, cost unknown (no price for this model)</source>
        <translation>，费用未知（未设置该模型的价格）</translation>
    </message>
</context>
<context>
    <name>StepWise::Cli</name>
    <message>
        <location filename="../models/document/reportinput.cpp" line="58"/>
        <source>%1 is an AstroBR reports file with %2; choose one with --bug ID (bug ids: %3)</source>
        <extracomment>%1 file name, %2 &quot;N reports&quot;, %3 a few bug ids</extracomment>
        <translation>%1 是包含 %2 的 AstroBR 报告文件；请用 --bug ID 选择其中一个（缺陷 ID：%3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/document/reportinput.cpp" line="59"/>
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n 份报告</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="60"/>
        <source>%1 has no report with bug_id %2 (bug ids: %3)</source>
        <translation>%1 中没有 bug_id 为 %2 的报告（缺陷 ID：%3）</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="141"/>
        <source>%1 contains NUL bytes (line %2), so it is not text; give the report as plain text (UTF-8), a .stepwise document or a quality report exported as JSON</source>
        <translation>%1 含有 NUL 字节（第 %2 行），因此不是文本；请以纯文本（UTF-8）、.stepwise 文档或导出为 JSON 的质量报告提供报告</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="89"/>
        <source>give the report as plain text, a .stepwise document (schema &quot;stepwise.document/1&quot;) or a quality report exported as JSON (schema &quot;%1&quot;)</source>
        <translation>请以纯文本、.stepwise 文档（schema &quot;stepwise.document/1&quot;）或导出为 JSON 的质量报告（schema &quot;%1&quot;）提供报告</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="88"/>
        <source>give the report as plain text or a .stepwise document (schema &quot;stepwise.document/1&quot;)</source>
        <translation>请以纯文本或 .stepwise 文档（schema &quot;stepwise.document/1&quot;）提供报告</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="101"/>
        <source>%1 does not exist (is the path right?)</source>
        <extracomment>%1 the report&apos;s path</extracomment>
        <translation>%1 不存在（路径是否正确？）</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="105"/>
        <source>%1 is a folder, but a report is a file; %2</source>
        <extracomment>%1 the path given as the report, %2 what is accepted, e.g. &quot;give the report as plain text or a .stepwise document&quot;</extracomment>
        <translation>%1 是文件夹，但报告必须是文件；%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="111"/>
        <source>%1 is %2 bytes, more than the %3 MiB (%4 bytes) a report may be; not read</source>
        <extracomment>%1 the report&apos;s path, %2 its size in bytes, %3 the limit in MiB, %4 the limit in bytes</extracomment>
        <translation>%1 大小为 %2 字节，超过报告允许的 %3 MiB（%4 字节）上限；未读取</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="118"/>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the report&apos;s path, %2 the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>%1 无法读取：%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="136"/>
        <source>%1 looks like UTF-16 text without a byte-order mark (every other byte is NUL); save it as UTF-8</source>
        <translation>%1 看起来是没有字节顺序标记的 UTF-16 文本（每隔一个字节为 NUL）；请另存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="146"/>
        <source>%1 contains NUL bytes (line %2), so it is not text; give the report as plain text (UTF-8) or a .stepwise document</source>
        <translation>%1 含有 NUL 字节（第 %2 行），因此不是文本；请以纯文本（UTF-8）或 .stepwise 文档提供报告</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="158"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is not one, so leave --bug out</source>
        <translation>--bug 从 AstroBR 报告文件（如 reports/test_set.json 这样的 JSON 数组）中选择报告；%1 不是这种文件，请去掉 --bug</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="179"/>
        <source>%1 is not valid JSON (%2); %3</source>
        <extracomment>%1 file name, %2 where and what the JSON error is (always English), %3 what is expected instead</extracomment>
        <translation>%1 不是有效的 JSON（%2）；%3</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="182"/>
        <source>%1 is not valid JSON (%2); --bug needs an AstroBR reports file, a JSON array of reports such as reports/test_set.json</source>
        <extracomment>%1 file name, %2 where and what the JSON error is (always English)</extracomment>
        <translation>%1 不是有效的 JSON（%2）；--bug 需要 AstroBR 报告文件，即报告的 JSON 数组，例如 reports/test_set.json</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="197"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is an empty array, with no report to pick</source>
        <translation>--bug 从 AstroBR 报告文件（如 reports/test_set.json 这样的 JSON 数组）中选择报告；%1 是空数组，没有可选的报告</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="200"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is not one</source>
        <translation>--bug 从 AstroBR 报告文件（如 reports/test_set.json 这样的 JSON 数组）中选择报告；%1 不是这种文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="219"/>
        <source>%1 is a quality report exported by StepWise; open the report text or the .stepwise document it was made from.</source>
        <translation>%1 是 StepWise 导出的质量报告；请打开生成它的报告文本或 .stepwise 文档。</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="233"/>
        <source>%1 is a JSON array, not a bug report; %2</source>
        <translation>%1 是 JSON 数组，不是缺陷报告；%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="235"/>
        <source>%1 is JSON but has no &quot;schema&quot; field, so it is not a bug report; %2</source>
        <translation>%1 是 JSON，但没有 &quot;schema&quot; 字段，因此不是缺陷报告；%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="237"/>
        <source>%1 is JSON with schema &quot;%2&quot;, not a bug report; %3</source>
        <translation>%1 是 schema 为 &quot;%2&quot; 的 JSON，不是缺陷报告；%3</translation>
    </message>
</context>
<context>
    <name>StepWise::ConditionWords</name>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="28"/>
        <source>fails when %1</source>
        <extracomment>%1 the alternatives of a failure condition, e.g. &quot;a = b, or c &gt; 2&quot;</extracomment>
        <translation>在 %1 时失败</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="30"/>
        <source>, or </source>
        <extracomment>joins the alternatives of a failure condition: &quot;a = b, or c &gt; 2&quot;</extracomment>
        <translation>，或 </translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="31"/>
        <source>never fails</source>
        <translation>从不失败</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="32"/>
        <source>always fails</source>
        <translation>总是失败</translation>
    </message>
</context>
<context>
    <name>StepWise::Demo</name>
    <message>
        <location filename="../app/demomodel.cpp" line="33"/>
        <source>Cannot read the embedded demo file %1: %2</source>
        <translation>无法读取内置演示文件 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/demomodel.cpp" line="246"/>
        <source>Cannot read the embedded demo model %1: %2</source>
        <translation>无法读取内置演示模型 %1：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::DeviceProfile</name>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="29"/>
        <source>&apos;%1&apos; is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape]</source>
        <extracomment>%1 what was entered; portrait and landscape are typed as they are</extracomment>
        <translation>&apos;%1&apos; 不是设备配置；应为 宽x高[@DPI][:portrait|landscape]</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="46"/>
        <source>unknown orientation &apos;%1&apos; in &apos;%2&apos;; use portrait or landscape</source>
        <extracomment>keep &quot;portrait&quot; and &quot;landscape&quot;: they are the words to type</extracomment>
        <translation>&apos;%2&apos; 中的方向 &apos;%1&apos; 未知；请使用 portrait 或 landscape</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="50"/>
        <source>&apos;%1&apos; is not a plausible screen: width and height must be 1 to 20000 px and the density 1 to 2000 dpi</source>
        <translation>&apos;%1&apos; 不是合理的屏幕：宽度和高度须为 1 到 20000 px，密度须为 1 到 2000 dpi</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="69"/>
        <source>Phone (1080×2400, 420 dpi)</source>
        <translation>手机（1080×2400，420 dpi）</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="71"/>
        <source>Phone, landscape (2400×1080, 420 dpi)</source>
        <translation>手机，横屏（2400×1080，420 dpi）</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="73"/>
        <source>Small phone (720×1280, 320 dpi)</source>
        <translation>小屏手机（720×1280，320 dpi）</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="75"/>
        <source>Tablet, portrait (Pixel C, 1800×2560, 320 dpi)</source>
        <translation>平板，竖屏（Pixel C，1800×2560，320 dpi）</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="77"/>
        <source>Tablet, landscape (Pixel C, 2560×1800, 320 dpi)</source>
        <translation>平板，横屏（Pixel C，2560×1800，320 dpi）</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="103"/>
        <source> (or give one of the presets %1)</source>
        <extracomment>appended to a parse error; %1 the preset names (phone, tablet, ...), typed as they are</extracomment>
        <translation>（或指定预设 %1 之一）</translation>
    </message>
</context>
<context>
    <name>StepWise::DocumentController</name>
    <message>
        <location filename="../app/documentcontroller.cpp" line="49"/>
        <source>Cannot open the report</source>
        <translation>无法打开报告</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="57"/>
        <source>Parts of the report were left out</source>
        <translation>报告的部分内容被略去</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="65"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="71"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="79"/>
        <source>Save report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="79"/>
        <source>StepWise reports (*.stepwise)</source>
        <translation>StepWise 报告 (*.stepwise)</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="90"/>
        <source>Save the report before opening another one?</source>
        <translation>打开另一个报告前保存当前报告吗？</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="92"/>
        <source>Open report</source>
        <translation>打开报告</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="93"/>
        <source>Reports (*.stepwise *.txt *.md *.json);;All files (*)</source>
        <translation>报告 (*.stepwise *.txt *.md *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="100"/>
        <source>Save the report before starting a new one?</source>
        <translation>开始新报告前保存当前报告吗？</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="112"/>
        <source>Unsaved report</source>
        <translation>未保存的报告</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="137"/>
        <source>The draft could not be saved</source>
        <translation>无法保存草稿</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="149"/>
        <source>A draft left by an earlier session cannot be read and stays where it is: %1</source>
        <translation>之前会话留下的草稿无法读取，已保留在原处：%1</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="151"/>
        <source>Draft not restored</source>
        <translation>草稿未恢复</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="174"/>
        <source>Draft restored.</source>
        <translation>草稿已恢复。</translation>
    </message>
</context>
<context>
    <name>StepWise::DraftStore</name>
    <message>
        <location filename="../app/draftstore.cpp" line="69"/>
        <source>Cannot save the draft %1: %2</source>
        <translation>无法保存草稿 %1：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::DumpSequenceReader</name>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="146"/>
        <source>%1: no uiautomator dump (*.xml) in this folder</source>
        <translation>%1：此文件夹中没有 uiautomator 转储（*.xml）</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="152"/>
        <source>%1: no such file or folder</source>
        <translation>%1：文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="165"/>
        <source>%1: its dumps and screenshots hold %2 MiB, more than the %3 MiB one recording may hold; not read</source>
        <translation>%1：其转储和截图共 %2 MiB，超过单次录制允许的 %3 MiB 上限；未读取</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="217"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1：大于 %2 MiB，即截图允许的上限；已跳过</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="225"/>
        <source>%1: no screenshot %2.png beside it; a wireframe stands in</source>
        <translation>%1：旁边没有截图 %2.png；以线框图代替</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="227"/>
        <source>%1: %2 dumps have no screenshot of the same name (first: %3); wireframes stand in</source>
        <translation>%1：%2 个转储没有同名截图（第一个：%3）；以线框图代替</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="263"/>
        <source>%1: %2 left out: the model starts at %3, which nothing leads to (the app&apos;s start is unknown)</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 the first screen kept (a file name without .xml)</extracomment>
        <translation>%1：已略去 %2：模型从 %3 开始，没有任何界面通向它（应用的启动界面未知）</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="267"/>
        <source>%1: %2 left out: the model ends at %3</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 the last screen kept</extracomment>
        <translation>%1：已略去 %2：模型在 %3 结束</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="270"/>
        <source>%1: %2 left out: the model has no transition from %3 to %4, as what happened between them is unknown</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 and %4 the screens kept around it</extracomment>
        <translation>%1：已略去 %2：模型中没有从 %3 到 %4 的转换，因为两者之间发生了什么未知</translation>
    </message>
</context>
<context>
    <name>StepWise::Engine</name>
    <message>
        <location filename="../app/enginefactory.cpp" line="97"/>
        <source>The LLM backend cannot be used (%1); the offline analyzer is used instead.</source>
        <translation>无法使用 LLM 后端（%1）；改用离线分析器。</translation>
    </message>
</context>
<context>
    <name>StepWise::ExportController</name>
    <message>
        <location filename="../app/exportcontroller.cpp" line="51"/>
        <source>Nothing to export yet: no analysis result.</source>
        <translation>尚无可导出的内容：没有分析结果。</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="60"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="61"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="65"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="85"/>
        <source>Export quality report</source>
        <translation>导出质量报告</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="86"/>
        <source>Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation>Markdown (*.md);;HTML (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="103"/>
        <source>Markdown copied to the clipboard.</source>
        <translation>Markdown 已复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="110"/>
        <source>New issue</source>
        <translation>新建议题</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="111"/>
        <source>GitHub repository URL (https://github.com/OWNER/REPO):</source>
        <translation>GitHub 仓库 URL（https://github.com/OWNER/REPO）：</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="112"/>
        <source>GitLab project URL (https://gitlab.com/GROUP/PROJECT):</source>
        <translation>GitLab 项目 URL（https://gitlab.com/GROUP/PROJECT）：</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="130"/>
        <source>The report is too long for a link: it is on the clipboard, paste it into the issue.</source>
        <translation>报告过长，无法放入链接：它已在剪贴板中，请粘贴到议题里。</translation>
    </message>
</context>
<context>
    <name>StepWise::FeatureNames</name>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="64"/>
        <source>%1 given, but the failing input has %2; give one name per input, optionally followed by the output&apos;s.</source>
        <extracomment>%1 the number of names typed, %2 &quot;%n input(s)&quot; of the failing input</extracomment>
        <translation>给出了 %1 个，但失败输入有 %2；请为每个输入给一个名称，最后可再加上输出的名称。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/oracleformula.cpp" line="67"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n 个输入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="78"/>
        <source>name %1 is empty.</source>
        <extracomment>%1 the position of the name in the list, from 1</extracomment>
        <translation>第 %1 个名称为空。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="79"/>
        <source>&quot;%1&quot; is not a name (letters, digits and _, starting with a letter).</source>
        <translation>“%1”不是名称（只能包含字母、数字和 _，并以字母开头）。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="85"/>
        <source>&quot;%1&quot; is the output&apos;s name already; name the inputs differently or name the output too.</source>
        <translation>“%1”已是输出的名称；请换一个输入名称，或同时为输出命名。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="88"/>
        <source>&quot;%1&quot; is given twice.</source>
        <translation>“%1”重复出现。</translation>
    </message>
</context>
<context>
    <name>StepWise::GraphDumpModelReader</name>
    <message>
        <location filename="../models/trace/graphdumpmodelreader.cpp" line="18"/>
        <source>graph dump (*-graph.txt)</source>
        <translation>图转储（*-graph.txt）</translation>
    </message>
</context>
<context>
    <name>StepWise::GraphDumpReader</name>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="106"/>
        <source>transition entry does not start with &apos;&lt;id&gt;: (s:&apos;</source>
        <translation>转换条目不以 &apos;&lt;id&gt;: (s:&apos; 开头</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="108"/>
        <source>transition id &apos;%1&apos; is not an id ([0-9A-Za-z_-]+)</source>
        <translation>转换 ID &apos;%1&apos; 不是有效的 ID（[0-9A-Za-z_-]+）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="114"/>
        <source>transition entry has no target state</source>
        <translation>转换条目没有目标状态</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="116"/>
        <source>transition %1 has a malformed source or target state id</source>
        <translation>转换 %1 的源状态或目标状态 ID 格式错误</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="125"/>
        <source>transition %1 has no &apos;] weight=… ds=… sc=… ex=…&apos; tail (truncated entry?)</source>
        <translation>转换 %1 没有 &apos;] weight=… ds=… sc=… ex=…&apos; 结尾（条目被截断？）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="135"/>
        <source>state entry does not start with &apos;&lt;id&gt;, &apos;</source>
        <translation>状态条目不以 &apos;&lt;id&gt;, &apos; 开头</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="140"/>
        <source>state %1 has no &apos;, &lt;TR|CS|null&gt;, (&apos; after its name</source>
        <translation>状态 %1 的名称后没有 &apos;, &lt;TR|CS|null&gt;, (&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="155"/>
        <source>state %1 has neither &apos;(null)&apos; nor a dynGuiComponents list</source>
        <translation>状态 %1 既没有 &apos;(null)&apos; 也没有 dynGuiComponents 列表</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="165"/>
        <source>state %1 has no &apos; - &lt;screenshot&gt;&apos; after its GUI signature (truncated entry?)</source>
        <translation>状态 %1 的 GUI 签名后没有 &apos; - &lt;screenshot&gt;&apos;（条目被截断？）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="175"/>
        <location filename="../models/graph/graphdumpreader.cpp" line="357"/>
        <source>%1:%2: %3</source>
        <extracomment>%1 file, %2 line, %3 what is wrong there</extracomment>
        <translation>%1:%2：%3</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="188"/>
        <source>transition %1: tail is not &apos;weight=… ds=… sc=… ex=…&apos; (truncated entry?)</source>
        <translation>转换 %1：结尾不是 &apos;weight=… ds=… sc=… ex=…&apos;（条目被截断？）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="192"/>
        <source>transition %1: weight &apos;%2&apos; is not a number</source>
        <translation>转换 %1：权重 &apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="196"/>
        <source>transition %1: ds=%2 is neither TR nor CS</source>
        <translation>转换 %1：ds=%2 既不是 TR 也不是 CS</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="200"/>
        <source>transition %1: ex=&apos;%2&apos; is not a number</source>
        <translation>转换 %1：ex=&apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="212"/>
        <source>transition %1: expected &apos;%2&apos;</source>
        <translation>转换 %1：应为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="216"/>
        <source>transition %1: expected &apos;%2&apos; after &apos;%3&apos;</source>
        <translation>转换 %1：&apos;%3&apos; 之后应为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="231"/>
        <source>transition %1: action code &apos;%2&apos; is not a number</source>
        <translation>转换 %1：操作代码 &apos;%2&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="233"/>
        <source>transition %1: ex/sq are not numbers</source>
        <translation>转换 %1：ex/sq 不是数字</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="245"/>
        <source>transition %1: expected &apos;, txt=…, exp=…, tr=…&apos; after the component</source>
        <translation>转换 %1：组件之后应为 &apos;, txt=…, exp=…, tr=…&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="257"/>
        <source>transition %1: component is neither &apos;null&apos; nor &apos;[, ty=…]&apos;</source>
        <translation>转换 %1：组件既不是 &apos;null&apos; 也不是 &apos;[, ty=…]&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="263"/>
        <source>transition %1: component lacks idx=, idnx= or tx=</source>
        <translation>转换 %1：组件缺少 idx=、idnx= 或 tx=</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="272"/>
        <source>transition %1: component has no &apos;x=…, y=…, h=…, w=…&apos; geometry</source>
        <translation>转换 %1：组件没有 &apos;x=…, y=…, h=…, w=…&apos; 几何信息</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="277"/>
        <source>transition %1: idnx is not a number</source>
        <translation>转换 %1：idnx 不是数字</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="298"/>
        <source>state %1: expected &apos;comp{id=&apos; or the end of dynGuiComponents</source>
        <translation>状态 %1：应为 &apos;comp{id=&apos; 或 dynGuiComponents 的结尾</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="306"/>
        <source>state %1: component value not terminated by &quot;%2&quot; (truncated entry?)</source>
        <translation>状态 %1：组件值未以 &quot;%2&quot; 结束（条目被截断？）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="323"/>
        <source>state %1: expected &apos;: &lt;GUI signature&gt;&apos; after the components</source>
        <translation>状态 %1：组件之后应为 &apos;: &lt;GUI 签名&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="568"/>
        <source>%1: cannot read the graph dump: %2</source>
        <translation>%1：无法读取图转储：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="569"/>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="581"/>
        <source>%1: larger than %2 MiB, the most a graph dump may hold; not read</source>
        <translation>%1：大于 %2 MiB，即图转储允许的上限；未读取</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="606"/>
        <source>state %1 has no screenshot (%2 not found)</source>
        <translation>状态 %1 没有截图（未找到 %2）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="610"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="615"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1：大于 %2 MiB，即截图允许的上限；已跳过</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="622"/>
        <source>%1: not a PNG image, skipped</source>
        <translation>%1：不是 PNG 图像，已跳过</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="357"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="368"/>
        <source>file is empty, not a graph dump</source>
        <translation>文件为空，不是图转储</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="374"/>
        <source>not valid UTF-8 text: it is %1 (it starts with that byte-order mark); save it as UTF-8</source>
        <translation>不是有效的 UTF-8 文本：它是 %1（以该字节顺序标记开头）；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="380"/>
        <source>not valid UTF-8 text: it holds NUL bytes (UTF-16 without a byte-order mark, or binary); save it as UTF-8</source>
        <translation>不是有效的 UTF-8 文本：其中含有 NUL 字节（没有字节顺序标记的 UTF-16，或二进制）；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="385"/>
        <source>not valid UTF-8 text (nor UTF-16); save it as UTF-8</source>
        <translation>不是有效的 UTF-8 文本（也不是 UTF-16）；请将其另存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="424"/>
        <source>not a graph dump: expected &apos;Transitions (&lt;count&gt;):&apos;</source>
        <translation>不是图转储：应为 &apos;Transitions (&lt;count&gt;):&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="438"/>
        <source>malformed header, expected &apos;States (&lt;count&gt;):&apos;</source>
        <translation>标题格式错误，应为 &apos;States (&lt;count&gt;):&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="461"/>
        <source>expected a transition entry &apos;&lt;id&gt;: (s:&lt;source&gt;,t:&lt;target&gt;): [...]&apos;</source>
        <translation>应为转换条目 &apos;&lt;id&gt;: (s:&lt;source&gt;,t:&lt;target&gt;): [...]&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="462"/>
        <source>expected a state entry &apos;&lt;id&gt;, &lt;name&gt;, &lt;TR|CS|null&gt;, (...)&apos;</source>
        <translation>应为状态条目 &apos;&lt;id&gt;, &lt;name&gt;, &lt;TR|CS|null&gt;, (...)&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="466"/>
        <source>not a graph dump: no &apos;Transitions (&lt;count&gt;):&apos; header</source>
        <translation>不是图转储：没有 &apos;Transitions (&lt;count&gt;):&apos; 标题</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="468"/>
        <source>truncated file: no &apos;States (&lt;count&gt;):&apos; section</source>
        <translation>文件被截断：没有 &apos;States (&lt;count&gt;):&apos; 部分</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="491"/>
        <source>state %1 is listed twice (first at line %2)</source>
        <translation>状态 %1 被列出两次（首次在第 %2 行）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="511"/>
        <source>; the file looks truncated: its header (line %1) declares %2 states, found %3</source>
        <translation>；文件似乎被截断：其标题（第 %1 行）声明了 %2 个状态，实际找到 %3 个</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="527"/>
        <source>transition %1 is listed twice (first at line %2)</source>
        <translation>转换 %1 被列出两次（首次在第 %2 行）</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="530"/>
        <source>transition %1 starts at unknown state %2</source>
        <translation>转换 %1 从未知状态 %2 开始</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="533"/>
        <source>transition %1 leads to unknown state %2</source>
        <translation>转换 %1 指向未知状态 %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="657"/>
        <source>header announces %1 transitions but %2 follow</source>
        <translation>标题声明了 %1 个转换，但后面有 %2 个</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="662"/>
        <source>header announces %1 states but %2 follow (truncated file?)</source>
        <translation>标题声明了 %1 个状态，但后面有 %2 个（文件被截断？）</translation>
    </message>
</context>
<context>
    <name>StepWise::ImportController</name>
    <message>
        <location filename="../app/importcontroller.cpp" line="32"/>
        <source>Cancel import</source>
        <translation>取消导入</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="54"/>
        <source>Stop the import (Esc); models already stored are kept</source>
        <translation>停止导入（Esc）；已存储的模型会保留</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="95"/>
        <source>An import is already running.</source>
        <translation>已有导入正在进行。</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="102"/>
        <location filename="../app/importcontroller.cpp" line="116"/>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="121"/>
        <source>Open execution model (a *-graph.txt file, a trace or dump, or an archive)</source>
        <translation>打开执行模型（*-graph.txt 文件、轨迹或转储，或归档文件）</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="124"/>
        <source>Models and recordings (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)</source>
        <translation>模型和录制数据 (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="125"/>
        <source>Graph dumps (*-graph.txt)</source>
        <translation>图转储 (*-graph.txt)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="125"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="135"/>
        <source>Open execution model folder (graph dumps, a trace or a sequence of dumps)</source>
        <translation>打开执行模型文件夹（图转储、轨迹或一系列转储）</translation>
    </message>
</context>
<context>
    <name>StepWise::InputVector</name>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="203"/>
        <source>&quot;%1&quot; is not a whole number; separate the numbers with spaces: &quot;%2&quot;.</source>
        <extracomment>%1 the word typed, %2 the whole input rewritten with spaces</extracomment>
        <translation>“%1”不是整数；请用空格分隔各个数字：“%2”。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="207"/>
        <source>a number has more than %1 digits.</source>
        <extracomment>%1 the number of digits allowed</extracomment>
        <translation>有一个数超过 %1 位。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="210"/>
        <source>&quot;%1&quot; is not a whole number; the input is whole numbers separated by spaces.</source>
        <extracomment>%1 the word typed</extracomment>
        <translation>“%1”不是整数；输入应为以空格分隔的整数。</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="215"/>
        <source>the input has no numbers.</source>
        <translation>输入中没有数字。</translation>
    </message>
</context>
<context>
    <name>StepWise::Language</name>
    <message>
        <location filename="../app/language.cpp" line="84"/>
        <source>Unknown language “%1”; choose one of %2.</source>
        <translation>未知语言“%1”；请从 %2 中选择。</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="111"/>
        <source>Cannot load the translation %1.</source>
        <translation>无法加载翻译文件 %1。</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="129"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="143"/>
        <source>The language changes when StepWise is started again.</source>
        <translation>语言将在 StepWise 下次启动时更改。</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="146"/>
        <source>&amp;System default (%1)</source>
        <translation>系统默认（%1）(&amp;S)</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmBackend</name>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="82"/>
        <source>%1 (%2 did not answer)</source>
        <extracomment>%1 the offline analyzer&apos;s name (&quot;offline&quot;), %2 the LLM backend&apos;s (&quot;llm:gpt-4o&quot;)</extracomment>
        <translation>%1（%2 未作答）</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="111"/>
        <source>; used the offline analyzer (%1) instead.</source>
        <translation>；已改用离线分析器（%1）。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="108"/>
        <source>; no offline analyzer is configured, so this step has no result.</source>
        <translation>；未配置离线分析器，因此此步骤没有结果。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="110"/>
        <source>; used the offline analyzer instead.</source>
        <translation>；已改用离线分析器。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="138"/>
        <source>%1 and %2</source>
        <extracomment>two tasks of the LLM backend, e.g. &quot;S2R identification and S2R extraction&quot;</extracomment>
        <translation>%1和%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="141"/>
        <source>%1, %2 and %n more task(s)</source>
        <extracomment>%1, %2 the first two tasks of the LLM backend, %n how many more failed for the same reason</extracomment>
        <translation>
            <numerusform>%1、%2等另外 %n 项任务</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="221"/>
        <source>the LLM answer stayed invalid after one repair (%1)</source>
        <translation>LLM 的回答经过一次修复后仍然无效（%1）</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="268"/>
        <source>S2R identification</source>
        <translation>复现步骤识别</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="300"/>
        <source>S2R extraction</source>
        <translation>复现步骤提取</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="389"/>
        <source>Step mapping</source>
        <translation>步骤映射</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="390"/>
        <source>the budget of %n LLM call(s) per report is spent</source>
        <translation>
            <numerusform>每份报告 %n 次 LLM 调用的额度已用完</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="432"/>
        <location filename="../models/llm/llmbackend.cpp" line="445"/>
        <source>Step mapping (%1)</source>
        <translation>步骤映射（%1）</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmCache</name>
    <message>
        <location filename="../models/llm/llmcache.cpp" line="59"/>
        <source>Cannot open the LLM cache %1: %2</source>
        <translation>无法打开 LLM 缓存 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmcache.cpp" line="67"/>
        <source>Cannot prepare the LLM cache %1: %2</source>
        <translation>无法准备 LLM 缓存 %1：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmCall</name>
    <message>
        <location filename="../models/llm/llmcall.cpp" line="61"/>
        <source>The LLM request was canceled.</source>
        <translation>LLM 请求已取消。</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmClient</name>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="367"/>
        <source>The LLM endpoint %1 sent nothing for %2 ms.</source>
        <translation>LLM 端点 %1 在 %2 毫秒内没有发送任何数据。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="380"/>
        <source>The LLM endpoint %1 refused the request (HTTP 429): %2</source>
        <translation>LLM 端点 %1 拒绝了请求（HTTP 429）：%2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="390"/>
        <source>The LLM endpoint %1 failed (HTTP %2): %3</source>
        <translation>LLM 端点 %1 出错（HTTP %2）：%3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="399"/>
        <source>The LLM endpoint %1 rejected the request (HTTP %2): %3</source>
        <translation>LLM 端点 %1 驳回了请求（HTTP %2）：%3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="203"/>
        <location filename="../models/llm/llmtransport.cpp" line="408"/>
        <source>Could not talk to the LLM endpoint %1: %2</source>
        <translation>无法与 LLM 端点 %1 通信：%2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="202"/>
        <source>The LLM endpoint %1 was not contacted: %2.</source>
        <translation>未联系 LLM 端点 %1：%2。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="268"/>
        <source>The LLM endpoint %1 sent an answer larger than %2; it was not read.</source>
        <extracomment>%1 the endpoint, %2 a size limit such as &quot;16 MiB&quot;</extracomment>
        <translation>LLM 端点 %1 发送的响应大于 %2；未读取该响应。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="281"/>
        <source>The LLM endpoint %1 did not finish answering within %2 ms.</source>
        <translation>LLM 端点 %1 未在 %2 毫秒内完成响应。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="295"/>
        <source>The LLM endpoint %1 redirected to %2, which was not followed: %3.</source>
        <extracomment>%1 the endpoint, %2 the redirect&apos;s target URL, %3 why it was not followed</extracomment>
        <translation>LLM 端点 %1 重定向到 %2，未跟随该重定向：%3。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="302"/>
        <source>The LLM endpoint %1 redirected more than %2 times (last to %3).</source>
        <translation>LLM 端点 %1 重定向超过 %2 次（最后一次指向 %3）。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="313"/>
        <source>The LLM endpoint %1 answered HTTP %2, moved to %3; a request moved so would arrive without its body: set the LLM base URL to the new address.</source>
        <extracomment>%1 the endpoint, %2 an HTTP status, %3 the URL it points to</extracomment>
        <translation>LLM 端点 %1 返回 HTTP %2，已移至 %3；以此方式转移的请求将丢失其正文：请将 LLM 基础 URL 设置为新地址。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="418"/>
        <source>The LLM endpoint %1 closed the connection after %2 of %3 bytes of its answer.</source>
        <translation>LLM 端点 %1 在发送其回答的 %3 字节中的 %2 字节后关闭了连接。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="439"/>
        <source>The LLM endpoint %1 answered with invalid JSON at byte %2: %3</source>
        <translation>LLM 端点 %1 返回了无效的 JSON（第 %2 字节）：%3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="443"/>
        <source>The LLM endpoint %1 answered without choices[0].message.content.</source>
        <translation>LLM 端点 %1 的回答中没有 choices[0].message.content。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="464"/>
        <source>The LLM answer from %1 was cut off at %2 tokens.</source>
        <translation>来自 %1 的 LLM 回答在 %2 个 token 处被截断。</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmEndpoint</name>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="196"/>
        <source>the target %1 is not an http or https URL</source>
        <translation>目标 %1 不是 http 或 https URL</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="200"/>
        <source>the target %1 is not encrypted (https to http)</source>
        <translation>目标 %1 未加密（从 https 到 http）</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="204"/>
        <source>local-only mode is on and %1 is not on this computer</source>
        <translation>已启用仅本地模式，而 %1 不在本机上</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="215"/>
        <source>%1 did not resolve to any address</source>
        <translation>%1 未解析到任何地址</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="222"/>
        <source>local-only mode is on and %1 resolves to %2, which is not on this computer</source>
        <extracomment>%1 a host name, %2 an IP address</extracomment>
        <translation>已启用仅本地模式，而 %1 解析为 %2，该地址不在本机上</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="235"/>
        <source>The LLM base URL &quot;%1&quot; is not a valid URL.</source>
        <translation>LLM 基础 URL“%1”不是有效的 URL。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="237"/>
        <source>The LLM base URL &quot;%1&quot; must start with http:// or https://.</source>
        <translation>LLM 基础 URL“%1”必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="239"/>
        <source>No Azure OpenAI deployment name is set.</source>
        <translation>未设置 Azure OpenAI 部署名称。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="240"/>
        <source>No LLM model name is set.</source>
        <translation>未设置 LLM 模型名称。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="243"/>
        <source>Azure OpenAI needs an api-version (e.g. 2024-06-01).</source>
        <translation>Azure OpenAI 需要 api-version（例如 2024-06-01）。</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="245"/>
        <source>Local-only mode is on, so the non-local endpoint %1 was not contacted.</source>
        <translation>已开启仅限本地模式，因此未连接非本地端点 %1。</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmSettingsDialog</name>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="33"/>
        <source>API version:</source>
        <translation>API 版本：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="38"/>
        <source>Ask for a JSON object (response_format)</source>
        <translation>要求返回 JSON 对象（response_format）</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="39"/>
        <source>Local only: refuse endpoints that are not on this computer</source>
        <translation>仅限本地：拒绝不在本机上的端点</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="40"/>
        <source>Replace e-mail addresses, phone numbers, keys and device ids before sending</source>
        <translation>发送前替换电子邮件地址、电话号码、密钥和设备 ID</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="44"/>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="49"/>
        <source>Language Backend</source>
        <translation>语言后端</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="50"/>
        <source>Offline (built in, nothing leaves this computer)</source>
        <translation>离线（内置，数据不会离开本机）</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="52"/>
        <source>LLM (OpenAI-compatible endpoint)</source>
        <translation>LLM（兼容 OpenAI 的端点）</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="54"/>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="55"/>
        <source>llama.cpp server</source>
        <translation>llama.cpp 服务器</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="56"/>
        <source>LM Studio</source>
        <translation>LM Studio</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="57"/>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="58"/>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="59"/>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="60"/>
        <source>Other compatible server</source>
        <translation>其他兼容服务器</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="64"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="65"/>
        <source>Authorization: Bearer</source>
        <translation>Authorization: Bearer</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="66"/>
        <source>api-key header (Azure)</source>
        <translation>api-key 请求头（Azure）</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="68"/>
        <source>leave empty to keep the stored key</source>
        <translation>留空则保留已存储的密钥</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="70"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="74"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="83"/>
        <source>Backend:</source>
        <translation>后端：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="84"/>
        <source>Provider:</source>
        <translation>提供方：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="85"/>
        <source>Base URL:</source>
        <translation>基础 URL：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="88"/>
        <source>Authentication:</source>
        <translation>身份验证：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="89"/>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="94"/>
        <source>Timeout:</source>
        <translation>超时：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="95"/>
        <source>Price per million prompt tokens:</source>
        <translation>每百万提示词 token 价格：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="96"/>
        <source>Price per million completion tokens:</source>
        <translation>每百万补全 token 价格：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="102"/>
        <source>What the first request for the current report would send:</source>
        <translation>当前报告的第一个请求将发送的内容：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="120"/>
        <source>STEPWISE_LLM_API_KEY is set in the environment and is used instead of the keychain.</source>
        <translation>环境变量 STEPWISE_LLM_API_KEY 已设置，将代替密钥环使用。</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="123"/>
        <source>Keychain not available: %1</source>
        <translation>密钥环不可用：%1</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="124"/>
        <source>No key stored in the keychain.</source>
        <translation>密钥环中未存储密钥。</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="125"/>
        <source>A key is stored in the system keychain.</source>
        <translation>系统密钥环中已存储一个密钥。</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="195"/>
        <source>Deployment:</source>
        <translation>部署：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="195"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="209"/>
        <source>Connecting to %1 …</source>
        <translation>正在连接 %1 …</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/llmsettingsdialog.cpp" line="222"/>
        <source>Connected; the server offers %n model(s)</source>
        <translation>
            <numerusform>已连接；服务器提供 %n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="224"/>
        <source>, but not &quot;%1&quot;</source>
        <translation>，但没有“%1”</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="236"/>
        <source>The offline backend sends nothing.</source>
        <translation>离线后端不发送任何内容。</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="245"/>
        <source>Open the app and tap Add Account.
The app crashes.</source>
        <translation>Open the app and tap Add Account.
The app crashes.</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="264"/>
        <source>The key could not be stored in the system keychain (%1). Set STEPWISE_LLM_API_KEY in the environment instead.</source>
        <translation>无法将密钥存入系统密钥环（%1）。请改为在环境中设置 STEPWISE_LLM_API_KEY。</translation>
    </message>
</context>
<context>
    <name>StepWise::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="156"/>
        <source>No model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="231"/>
        <source>Test oracle</source>
        <translation>测试预言</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>Test oracle removed from the report.</source>
        <translation>测试预言已从报告中移除。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="246"/>
        <source>Replay on a device</source>
        <translation>在设备上重放</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="271"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="146"/>
        <source>Cancel import</source>
        <translation>取消导入</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="40"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="41"/>
        <source>&amp;New report</source>
        <translation>新建报告(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="44"/>
        <source>New &amp;window</source>
        <translation>新建窗口(&amp;W)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="45"/>
        <source>&amp;Open report…</source>
        <translation>打开报告(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="48"/>
        <source>&amp;Save report</source>
        <translation>保存报告(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="49"/>
        <source>Save report &amp;as…</source>
        <translation>报告另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="52"/>
        <source>Open &amp;model…</source>
        <translation>打开模型(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="55"/>
        <source>Open model &amp;folder…</source>
        <translation>打开模型文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="58"/>
        <source>Recent &amp;models</source>
        <translation>最近的模型(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="60"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="63"/>
        <source>&amp;Copy as Markdown</source>
        <translation>复制为 Markdown(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="65"/>
        <source>New &amp;GitHub issue…</source>
        <translation>新建 GitHub 议题(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="67"/>
        <source>New Git&amp;Lab issue…</source>
        <translation>新建 GitLab 议题(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="73"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="75"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="76"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="77"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="79"/>
        <source>&amp;Analyse now</source>
        <translation>立即分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="80"/>
        <source>Accept first &amp;suggestion</source>
        <translation>接受第一条建议(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="88"/>
        <source>&amp;Reject first suggestion</source>
        <translation>拒绝第一条建议(&amp;J)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="96"/>
        <source>Choose &amp;model version</source>
        <translation>选择模型版本(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="101"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="102"/>
        <source>&amp;Next step</source>
        <translation>下一步骤(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="107"/>
        <source>&amp;Previous step</source>
        <translation>上一步骤(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="112"/>
        <source>Focus the &amp;editor</source>
        <translation>聚焦编辑器(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="114"/>
        <source>Focus the step &amp;list</source>
        <translation>聚焦步骤列表(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="117"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="118"/>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="119"/>
        <source>&amp;Fit screenshot</source>
        <translation>截图适应宽度(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="122"/>
        <source>&amp;Dark palette</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="135"/>
        <source>Test &amp;oracle panel</source>
        <translation>测试预言面板(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="137"/>
        <source>&amp;Replay panel</source>
        <translation>重放面板(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="143"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="144"/>
        <source>&amp;Language backend…</source>
        <translation>语言后端(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="151"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="152"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="155"/>
        <source>&amp;About StepWise</source>
        <translation>关于 StepWise(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="201"/>
        <source>“%1” opens the app on screen “%2”</source>
        <extracomment>Caption of the step&apos;s screenshot. %1 is the step as written in the report (the report&apos;s language), %2 the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); both stay untranslated (only the model&apos;s start and end states are named in the UI language).</extracomment>
        <translation>“%1”：应用打开于界面“%2”</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="202"/>
        <source>“%1” on screen “%2”</source>
        <translation>“%1”，位于界面“%2”</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="50"/>
        <source>Nothing new to import: the rest was stored already and is unchanged, but %n file(s) could not be imported:</source>
        <translation>
            <numerusform>没有新内容可导入：其余部分已存储且保持不变，但有 %n 个文件无法导入：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="178"/>
        <source>No step selected</source>
        <translation>未选择步骤</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="83"/>
        <source>Cannot use the model store %1: %2</source>
        <translation>无法使用模型库 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="81"/>
        <source>Start (app not open yet)</source>
        <translation>起始（应用尚未打开）</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="83"/>
        <source>End (app closed)</source>
        <translation>结束（应用已关闭）</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="178"/>
        <source>Select a step to see its screen.</source>
        <translation>选择一个步骤以查看其界面。</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="188"/>
        <source>“%1”</source>
        <extracomment>%1 is a step of the report, in the report&apos;s language (left as written)</extracomment>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="160"/>
        <location filename="../app/stepdetails.cpp" line="206"/>
        <source>Loading the screenshot…</source>
        <translation>正在加载截图…</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="255"/>
        <source>&lt;b&gt;Ambiguous:&lt;/b&gt; which interaction do you mean? Your choice is kept for the next analyses.</source>
        <translation>&lt;b&gt;有歧义：&lt;/b&gt;您指的是哪个交互？您的选择会在后续分析中保留。</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="258"/>
        <source>&lt;b&gt;Missing steps&lt;/b&gt; to insert before “%1”:</source>
        <extracomment>%1 is the step as written in the report (the report&apos;s language)</extracomment>
        <translation>需要插入到“%1”之前的&lt;b&gt;缺少步骤&lt;/b&gt;：</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="400"/>
        <location filename="../app/stepdetails.cpp" line="173"/>
        <source>Model store</source>
        <translation>模型库</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="157"/>
        <source>Open an execution model with File &gt; Open model… or drop a *-graph.txt file, a recorded trace (its folder) or an archive of traces on the window.</source>
        <translation>请通过“文件 &gt; 打开模型…”打开执行模型，或将 *-graph.txt 文件、录制的轨迹（其文件夹）或轨迹归档文件拖到窗口上。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="161"/>
        <source>The steps are checked once an execution model is loaded: File &gt; Open model…, or drop a *-graph.txt file, a trace folder or an archive of traces on the window.</source>
        <translation>加载执行模型后即检查这些步骤：使用“文件 &gt; 打开模型…”，或将 *-graph.txt 文件、轨迹文件夹或轨迹归档文件拖到窗口上。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="163"/>
        <source>No steps yet: write the steps to reproduce in the report, one per line; each is checked against the app as you type.</source>
        <translation>尚无步骤：请在报告中写下重现步骤，每行一步；输入时会逐步对照应用进行检查。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/stepdetails.cpp" line="53"/>
        <source>%n&#xa0;step(s): %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</source>
        <extracomment>Summary under the step list. %1–%4 count the steps per label (CS correct, AS ambiguous, VM vocabulary mismatch, MS missing steps: the codes shown in the legend), %5 the time taken. Between each number and its word is a no-break space (U+00A0), and one after &quot;·&quot;, so a narrow window wraps the line at the spaces after the commas or before &quot;·&quot; only. A unit written in ideographs needs a word joiner (U+2060) inside it (&quot;毫⁠秒&quot;).</extracomment>
        <translation>
            <numerusform>%n&#xa0;个步骤：%1&#xa0;CS，%2&#xa0;AS，%3&#xa0;VM，%4&#xa0;MS ·&#xa0;%5&#xa0;毫⁠秒</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="88"/>
        <source>Unnamed screen</source>
        <extracomment>a screen of the app whose activity the recording could not tell</extracomment>
        <translation>未命名界面</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="152"/>
        <source>Missing step %1, “%2”, on screen “%3”</source>
        <extracomment>Caption of a suggestion&apos;s screen shown large. %1 its number, %2 the interaction (the report&apos;s language, the control&apos;s label as the app shows it), %3 the screen&apos;s name as the app&apos;s model names it</extracomment>
        <translation>缺失步骤 %1，“%2”，在界面“%3”上</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="153"/>
        <source>Candidate %1, “%2”, on screen “%3”</source>
        <translation>候选 %1，“%2”，在界面“%3”上</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="428"/>
        <source>Inserted “%1”. Undo with %2.</source>
        <extracomment>%1 is the inserted step in the report&apos;s language (stays as is), %2 the Undo shortcut</extracomment>
        <translation>已插入“%1”。可用 %2 撤销。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="449"/>
        <source>Step pinned to %1.</source>
        <extracomment>%1 is the chosen interaction, e.g. click “Save” (Button): action, the app&apos;s label and widget class</extracomment>
        <translation>步骤已固定为 %1。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="477"/>
        <source>Language backend: LLM %1 at %2</source>
        <translation>语言后端：位于 %2 的 LLM %1</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="478"/>
        <source>Language backend: offline analyzer</source>
        <translation>语言后端：离线分析器</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Test oracle attached to the report (%n labelled test(s)).</source>
        <translation>
            <numerusform>测试预言已附加到报告（%n 个已标注的测试）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="21"/>
        <source>Restore draft?</source>
        <translation>恢复草稿？</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="22"/>
        <source>StepWise did not close properly. Restore the draft from %1?</source>
        <translation>StepWise 上次未正常关闭。是否恢复 %1 的草稿？</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="29"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="30"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="31"/>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="175"/>
        <source>Cannot open the report</source>
        <translation>无法打开报告</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="22"/>
        <source>Import canceled; %n model(s) stored.</source>
        <translation>
            <numerusform>导入已取消；已存储 %n 个模型。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="23"/>
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>已导入 %n 个模型。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="27"/>
        <source>The report is now checked against %1 (App version).</source>
        <extracomment>%1 the app version whose model the report is now checked against</extracomment>
        <translation>报告现在对照 %1 进行检查（应用版本）。</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="38"/>
        <location filename="../app/importfeedback.cpp" line="54"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="39"/>
        <source>The model store could not be opened, so nothing was imported:</source>
        <translation>无法打开模型库，因此未导入任何内容：</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="41"/>
        <location filename="../app/importfeedback.cpp" line="48"/>
        <source>Import partly failed</source>
        <translation>部分导入失败</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="42"/>
        <source>%n model(s) were imported, but %1 could not be:</source>
        <translation>
            <numerusform>已导入 %n 个模型，但 %1无法导入：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="43"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="55"/>
        <source>%n file(s) could not be imported:</source>
        <translation>
            <numerusform>%n 个文件无法导入：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="36"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="40"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="40"/>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="164"/>
        <source>About StepWise</source>
        <translation>关于 StepWise</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="159"/>
        <source>&lt;h3&gt;StepWise %1&lt;/h3&gt;&lt;p&gt;Checks the steps to reproduce of a bug report live against an execution model of the app, and suggests missing steps and clearer wording.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later&lt;/p&gt;</source>
        <extracomment>About box. %1 is the version (e.g. 0.1.0); the licence name GPL-3.0-or-later stays as it is.</extracomment>
        <translation>&lt;h3&gt;StepWise %1&lt;/h3&gt;&lt;p&gt;将缺陷报告中的重现步骤实时与应用的执行模型进行核对，并建议缺失的步骤和更清晰的措辞。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="661"/>
        <source>Untitled report</source>
        <translation>未命名报告</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="663"/>
        <source>%1[*] — %2 — StepWise</source>
        <translation>%1[*] — %2 — StepWise</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="663"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="684"/>
        <source>The report is about “%1”: opened its model “%2” (Ctrl+M for another).</source>
        <extracomment>%1 the app the report names (e.g. atimetracker), %2 the app version opened instead (stays as it is)</extracomment>
        <translation>该报告针对“%1”：已打开其模型“%2”（按 Ctrl+M 选择其他模型）。</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="694"/>
        <source>Save the report before closing?</source>
        <translation>关闭前保存报告吗？</translation>
    </message>
</context>
<context>
    <name>StepWise::ModelImporter</name>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="28"/>
        <source>%1: already imported into %2</source>
        <translation>%1：已导入到 %2</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="80"/>
        <source>a Maestro flow</source>
        <translation>Maestro 流程</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="82"/>
        <source>a Firebase Robo script</source>
        <translation>Firebase Robo 脚本</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="87"/>
        <source>raw touch events from adb getevent</source>
        <translation>adb getevent 记录的原始触摸事件</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="93"/>
        <source>%1: not an execution model this version reads (known: %2)</source>
        <translation>%1：不是此版本能读取的执行模型（已知：%2）</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="100"/>
        <source>%1: %2. It records what was tapped or typed, not the screens it happened on, and an execution model is made of screens (record uiautomator dumps alongside, or a BURT/CrashScope trace); write its steps into the report instead</source>
        <extracomment>%1 path, %2 the file&apos;s format, e.g. &quot;a Maestro flow&quot;</extracomment>
        <translation>%1：%2。它只记录点按或输入了什么，不记录发生时的界面，而执行模型由界面组成（请同时录制 uiautomator 转储，或使用 BURT/CrashScope 轨迹）；请把其中的步骤写进报告</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="110"/>
        <source>JSON is read only as a BURT/CrashScope trace named Execution-&lt;n&gt;.json</source>
        <translation>JSON 仅作为名为 Execution-&lt;n&gt;.json 的 BURT/CrashScope 轨迹读取</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="117"/>
        <source>%1: not valid JSON (%2), and not an execution model this version reads; %3 (known: %4)</source>
        <extracomment>%1 path, %2 the JSON parser&apos;s message, %3 how JSON is read, %4 the formats read</extracomment>
        <translation>%1：不是有效的 JSON（%2），也不是此版本能读取的执行模型；%3（已知：%4）</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="122"/>
        <source>%1: JSON with &quot;steps&quot; like a BURT/CrashScope trace, but %2: rename it, e.g. to Execution-1.json</source>
        <extracomment>%1 path, %2 how JSON is read (&quot;JSON is read only as …&quot;)</extracomment>
        <translation>%1：含有 &quot;steps&quot; 的 JSON，像 BURT/CrashScope 轨迹，但%2：请将其重命名，例如改为 Execution-1.json</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="126"/>
        <source>%1: JSON, but not an execution model this version reads; %2 (tried: %3)</source>
        <extracomment>%1 path, %2 how JSON is read (&quot;JSON is read only as …&quot;), %3 the formats tried</extracomment>
        <translation>%1：是 JSON，但不是此版本能读取的执行模型；%2（已尝试：%3）</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="205"/>
        <source>%1: no such file or folder</source>
        <translation>%1：文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="228"/>
        <source>%1: folder holds no execution model (looked for: %2)</source>
        <translation>%1：文件夹中没有执行模型（查找了：%2）</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="261"/>
        <source>%1: could not be read</source>
        <translation>%1：无法读取</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="272"/>
        <source>already imported into %1</source>
        <translation>已导入到 %1</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="276"/>
        <source>%1: nothing new, the store is unchanged (%2)</source>
        <extracomment>%1 path, %2 what was imported already, e.g. &quot;already imported into calm-3&quot;</extracomment>
        <translation>%1：没有新内容，模型库未改变（%2）</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="299"/>
        <source>%1: app version %2 was already imported from %3 in this run; kept that one</source>
        <translation>%1：应用版本 %2 已在本次运行中从 %3 导入；保留该版本</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="320"/>
        <source>%1: nothing new for %2, the store is unchanged</source>
        <translation>%1：%2 没有新内容，模型库未改变</translation>
    </message>
</context>
<context>
    <name>StepWise::ModelToolBar</name>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="13"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="18"/>
        <source>App version: </source>
        <translation>应用版本：</translation>
    </message>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="23"/>
        <source>Execution model the report is assessed against (Ctrl+M)</source>
        <translation>用于评估报告的执行模型（Ctrl+M）</translation>
    </message>
</context>
<context>
    <name>StepWise::OraclePanel</name>
    <message>
        <location filename="../views/oraclepanel.cpp" line="44"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="45"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="47"/>
        <source>Yes, this is the bug</source>
        <translation>是的，这就是缺陷</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="48"/>
        <source>No, this is right</source>
        <translation>不，这是正确的</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="49"/>
        <source>Not sure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="60"/>
        <source>Export test suite…</source>
        <translation>导出测试套件…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="61"/>
        <source>Remove from report</source>
        <translation>从报告中移除</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="65"/>
        <source>Finds out when the bug shows, for a program that reads whole numbers on standard input and prints one number. Give the program and an input on which it prints the wrong number: it is run on nearby inputs, and you are asked about the outputs that cannot be told apart yet. The condition learned and the inputs you judged are attached to the report.</source>
        <translation>找出缺陷何时出现：适用于从标准输入读取整数并输出一个数字的程序。请给出程序和一个使其输出错误数字的输入：程序会在相近的输入上运行，对于尚无法判断的输出会向您提问。学到的条件和您判断过的输入会附加到报告中。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="73"/>
        <source>e.g. ./triangle</source>
        <extracomment>placeholder of the Program field, which is labelled &quot;Program:&quot;: an example program path</extracomment>
        <translation>例如 ./triangle</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="76"/>
        <source>The program to run and its arguments, without a shell. Put a path with spaces in double quotes, e.g. &quot;/home/me/my tests/triangle&quot; --fast; a path that names a program works unquoted too.</source>
        <translation>要运行的程序及其参数（不经过 shell）。含空格的路径请放在双引号中，例如 &quot;/home/me/my tests/triangle&quot; --fast；直接指向程序的路径不加引号也可以。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="78"/>
        <source>Choose the program file</source>
        <translation>选择程序文件</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="83"/>
        <source>The numbers the program reads, separated by spaces, for an input on which it shows the bug</source>
        <translation>程序读取的数字，以空格分隔；取一个能让程序表现出缺陷的输入</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="92"/>
        <source>At most this many questions</source>
        <translation>最多提问次数</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="114"/>
        <source>Oracle agreement with your answers</source>
        <translation>测试预言与您回答的一致率</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="119"/>
        <source>question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="146"/>
        <source>Program:</source>
        <translation>程序：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="147"/>
        <source>Failing input:</source>
        <translation>导致失败的输入：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="148"/>
        <source>Input names:</source>
        <translation>输入名称：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="154"/>
        <source>Questions:</source>
        <translation>问题数：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="177"/>
        <source>Learned condition:</source>
        <translation>学到的条件：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="179"/>
        <source>Labelled tests:</source>
        <translation>已标注的测试：</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="189"/>
        <source>Takes the learned condition and the labelled tests out of the report</source>
        <translation>从报告中移除学到的条件和已标注的测试</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="278"/>
        <source>Looking for an informative input…</source>
        <translation>正在寻找有信息量的输入…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="287"/>
        <source>Start over?</source>
        <translation>重新开始？</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="289"/>
        <source>Start over? The %n answer(s) so far and the learned condition will be discarded.</source>
        <translation>
            <numerusform>重新开始？目前的 %n 个回答和学到的条件都将被丢弃。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="290"/>
        <source>Start over? The learned condition will be discarded.</source>
        <translation>重新开始？学到的条件将被丢弃。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="294"/>
        <source>The report keeps its test oracle until the new session ends with answers.</source>
        <translation>在新会话带着回答结束之前，报告保留其测试预言。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="295"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="308"/>
        <source>Enter the program to run.</source>
        <translation>请输入要运行的程序。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="312"/>
        <source>Enter the input on which the program fails.</source>
        <translation>请输入使程序失败的输入。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="363"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="364"/>
        <source>Stopped before any answer: nothing is attached to the report.</source>
        <translation>在任何回答之前已停止：没有内容附加到报告。</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="443"/>
        <source>%n clause(s)</source>
        <translation>
            <numerusform>%n 个子句</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="444"/>
        <source>%n atom(s)</source>
        <translation>
            <numerusform>%n 个原子</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="475"/>
        <source>%1. Is this the bug?</source>
        <extracomment>%1 is a sentence such as &quot;For input 3 3 1 the program prints 1&quot; (context StepWise::RunStatus)</extracomment>
        <translation>%1。这是缺陷吗？</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="469"/>
        <source>%1. You said this is the bug for this input; are you sure?</source>
        <extracomment>asks to confirm an answer that conflicts with the others; %1 as in &quot;%1. Is this the bug?&quot;</extracomment>
        <translation>%1。您曾说此输入下这是缺陷；确定吗？</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="472"/>
        <source>%1. You said this is right for this input; are you sure? Is this the bug?</source>
        <extracomment>asks to confirm an answer that conflicts with the others; %1 as in &quot;%1. Is this the bug?&quot;</extracomment>
        <translation>%1。您曾说此输入下结果正确；确定吗？这是缺陷吗？</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="498"/>
        <source>%1 (expected %2)</source>
        <extracomment>%1 what the program printed, %2 what it should print (known from a reference program)</extracomment>
        <translation>%1（应为 %2）</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="502"/>
        <source>%1 → %2: %3</source>
        <extracomment>%1 the test&apos;s input, %2 the program&apos;s output (both as the program reads and prints them), %3 the label</extracomment>
        <translation>%1 → %2：%3</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="40"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="455"/>
        <source>Done: %1.</source>
        <translation>完成：%1。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="440"/>
        <source>Questions asked: %1 of %2 · oracle size: %3, %4 · predicted failure rate: %5</source>
        <extracomment>%1 questions asked, %2 the budget, %3 &quot;%n clause(s)&quot;, %4 &quot;%n atom(s)&quot; (half-spaces, equalities and residues), %5 a percentage with its sign as StepWise::Percent writes it (&quot;5%&quot;, German &quot;5 %&quot;)</extracomment>
        <translation>已提问：%1 / %2 · 预言规模：%3，%4 · 预测失败率：%5</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="80"/>
        <source>e.g. 2 2 2</source>
        <extracomment>placeholder of the Failing input field, which is labelled &quot;Failing input:&quot;: an example input</extracomment>
        <translation>例如 2 2 2</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="85"/>
        <source>e.g. a, b, c, o</source>
        <extracomment>placeholder of the optional Input names field: example names of three inputs and the output</extracomment>
        <translation>例如 a, b, c, o</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="88"/>
        <source>Names for the inputs in the learned condition, separated by commas, optionally followed by the output&apos;s name; without names the condition reads i1, i2, …, o.</source>
        <translation>学到的条件中各输入的名称，用逗号分隔，最后可再加上输出的名称；不填时条件写作 i1、i2、…、o。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="228"/>
        <source>Input names: %1</source>
        <extracomment>%1 what is wrong with the names typed (one sentence)</extracomment>
        <translation>输入名称：%1</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="319"/>
        <source>Failing input: %1</source>
        <extracomment>%1 why the input cannot be read, one sentence</extracomment>
        <translation>失败输入：%1</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="506"/>
        <source>%1 → %2 (run status &quot;%3&quot;): %4</source>
        <extracomment>%1 the test&apos;s input, %2 the output the run counts as, %3 how the run ended (crashed, timed out, …), %4 the label</extracomment>
        <translation>%1 → %2（运行状态“%3”）：%4</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="599"/>
        <source>Choose the program</source>
        <translation>选择程序</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="625"/>
        <source>passing</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="627"/>
        <source>failing</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="631"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="648"/>
        <source>Export the labelled tests</source>
        <translation>导出已标注的测试</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="658"/>
        <source>%1 already holds a test suite: choose an empty folder, or remove its files first.</source>
        <translation>%1 中已有测试套件：请选择一个空文件夹，或先删除其中的文件。</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="670"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="677"/>
        <source>Exported %n test(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个测试导出到 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::PathStrip</name>
    <message>
        <location filename="../views/pathstrip.cpp" line="122"/>
        <source>Reproduction path</source>
        <translation>复现路径</translation>
    </message>
    <message>
        <location filename="../views/pathstrip.cpp" line="124"/>
        <source>No reproduction path yet: the screens your steps lead through appear here once they match the app.</source>
        <translation>尚无复现路径：一旦您的步骤与应用匹配，它们经过的界面就会显示在这里。</translation>
    </message>
    <message>
        <location filename="../views/pathstrip.cpp" line="249"/>
        <source>%1 (missing)</source>
        <extracomment>A step of the reproduction path that the report does not mention. %1 is the step as the step messages word it, in the report&apos;s language, e.g. Click the &quot;Save&quot; button (stays as is).</extracomment>
        <translation>%1（缺失）</translation>
    </message>
</context>
<context>
    <name>StepWise::Percent</name>
    <message>
        <location filename="../views/percent.cpp" line="14"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Write it as your language does (German: &quot;%1 %&quot; with a no-break space, U+00A0, so that number and sign stay on one line).</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>StepWise::PgGraphStore</name>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="31"/>
        <source>; set the password in ~/.pgpass or in PGPASSWORD (never in the URL)</source>
        <translation>；请在 ~/.pgpass 或 PGPASSWORD 中设置密码（切勿写在 URL 中）</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="73"/>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host/dbname)</source>
        <translation>%1 不是 PostgreSQL URL（postgresql://user@host/dbname）</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="89"/>
        <location filename="../models/graph/pggraphstore.cpp" line="129"/>
        <source>%1: a password in the URL is refused, as command lines show in the process list and the shell history; nothing was connected. Leave it out of the URL and set it in ~/.pgpass or in PGPASSWORD</source>
        <translation>%1：拒绝使用 URL 中的密码，因为命令行会显示在进程列表和 shell 历史记录中；未建立任何连接。请从 URL 中删除密码，并在 ~/.pgpass 或 PGPASSWORD 中设置</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="97"/>
        <source>%1: the host&apos;s address lacks its closing &apos;]&apos;</source>
        <translation>%1：主机地址缺少结尾的 &apos;]&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="101"/>
        <source>%1: expected &apos;:port&apos; after the host&apos;s address</source>
        <translation>%1：主机地址后应为 &apos;:port&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="106"/>
        <location filename="../models/graph/pggraphstore.cpp" line="114"/>
        <source>%1: the port must be a number from 1 to 65535</source>
        <translation>%1：端口必须是 1 到 65535 之间的数字</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="155"/>
        <source>%1: unknown parameter &apos;%2&apos; (known: host, port, sslmode, connect_timeout, application_name)</source>
        <translation>%1：未知参数 &apos;%2&apos;（已知参数：host, port, sslmode, connect_timeout, application_name）</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="159"/>
        <source>%1: bad value &apos;%2&apos; for %3</source>
        <translation>%1：%3 的值 &apos;%2&apos; 无效</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="163"/>
        <source>%1 names no database: write postgresql://user@host/dbname</source>
        <translation>%1 未指定数据库：请写成 postgresql://user@host/dbname</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="197"/>
        <source>cannot open %1: the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation>无法打开 %1：未安装 Qt PostgreSQL 驱动（QPSQL）（Debian：libqt6sql6-psql）</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="214"/>
        <source>cannot connect to %1: %2%3</source>
        <translation>无法连接到 %1：%2%3</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="222"/>
        <location filename="../models/graph/pggraphstore.cpp" line="231"/>
        <source>%1: cannot configure the connection: %2</source>
        <translation>%1：无法配置连接：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="245"/>
        <source>%1: %2 (%3); the database was left unchanged</source>
        <translation>%1：%2（%3）；数据库未作更改</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="248"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1：无法启动事务：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="251"/>
        <source>cannot lock the schema</source>
        <translation>无法锁定架构</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="255"/>
        <source>cannot read the schema</source>
        <translation>无法读取架构</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="260"/>
        <source>%1 is not a StepWise database (it holds a table app_version but no stepwise_schema); nothing was changed</source>
        <translation>%1 不是 StepWise 数据库（其中有 app_version 表，但没有 stepwise_schema）；未作任何更改</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="267"/>
        <source>cannot read the schema version</source>
        <translation>无法读取架构版本</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="273"/>
        <source>%1 was written by a newer StepWise (schema version %2, this build knows up to %3)</source>
        <translation>%1 由更新版本的 StepWise 写入（架构版本 %2，此版本最高支持 %3）</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="277"/>
        <location filename="../models/graph/pggraphstore.cpp" line="279"/>
        <source>cannot create the schema</source>
        <translation>无法创建架构</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="284"/>
        <location filename="../models/graph/pggraphstore.cpp" line="289"/>
        <source>migration to schema %1 failed</source>
        <translation>迁移到架构 %1 失败</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="294"/>
        <source>%1: migration to schema %2 failed (%3); the database was left unchanged</source>
        <translation>%1：迁移到架构 %2 失败（%3）；数据库未作更改</translation>
    </message>
</context>
<context>
    <name>StepWise::ProblemBanner</name>
    <message>
        <location filename="../views/problembanner.cpp" line="38"/>
        <source>Show details</source>
        <translation>显示详细信息</translation>
    </message>
    <message>
        <location filename="../views/problembanner.cpp" line="46"/>
        <location filename="../views/problembanner.cpp" line="47"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/problembanner.cpp" line="72"/>
        <source>… and %n more (Show details).</source>
        <translation>
            <numerusform>…… 还有 %n 个（显示详细信息）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::QualityMessages</name>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="14"/>
        <source>The execution model of %1 has no Start state, so no step can be checked against it.</source>
        <translation>%1 的执行模型没有起始状态，因此无法据此检查任何步骤。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="15"/>
        <source>this app</source>
        <translation>此应用</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="18"/>
        <source>Not checked: the assessment was canceled before this step.</source>
        <translation>未检查：评估在此步骤之前已取消。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="19"/>
        <source>Not checked: the search limit was reached before this step.</source>
        <translation>未检查：在此步骤之前已达到搜索上限。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="21"/>
        <source>&quot;%1&quot; rotates the device: execution models record no rotations, so this step cannot be checked. Keep it as written.</source>
        <translation>“%1”会旋转设备：执行模型不记录旋转，因此无法检查此步骤。请保持原样。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="39"/>
        <source>No interaction of the app matches &quot;%1&quot;: no screen shows %2. Use the words the app shows on its buttons and menus.</source>
        <translation>应用中没有与“%1”匹配的交互：没有界面显示%2。请使用应用在按钮和菜单上显示的词语。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="45"/>
        <source>No interaction of the app matches &quot;%1&quot;: the app&apos;s execution model records no long press. If a tap does the same, write &quot;Tap&quot;; otherwise the model does not cover this step.</source>
        <translation>应用中没有与“%1”匹配的交互：应用的执行模型没有记录任何长按操作。如果点按能达到同样效果，请写“点按”；否则执行模型不涵盖此步骤。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="55"/>
        <source>No recorded interaction matches &quot;%1&quot;. The app shows %2, but no recorded interaction touches it: it may label a control that was recorded under other words, or the execution model does not cover this step.</source>
        <translation>没有记录的交互与“%1”匹配。应用显示了 %2，但没有记录的交互触及它：它可能是某个以其他文字记录的控件的标签，或者执行模型未覆盖此步骤。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="61"/>
        <source>No interaction near the previous steps matches &quot;%1&quot;. The app shows these words on the %2 screen, %n interaction(s) away: are steps missing before it, or does it name another component?</source>
        <translation>
            <numerusform>在前面步骤附近没有与“%1”匹配的交互。应用在 %2 界面上显示这些词，相距 %n 个交互：是否缺少前面的步骤，或者它指的是另一个组件？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="67"/>
        <source>No interaction matches &quot;%1&quot; as the first step. The app shows these words, but no interaction reachable from the app&apos;s start matches them: does the step name another component, or are the steps out of order?</source>
        <translation>作为第一个步骤，没有交互与“%1”匹配。应用显示了这些词语，但从应用启动起可到达的交互都不与之匹配：这个步骤指的是另一个组件，还是步骤顺序有误？</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="72"/>
        <source>No interaction matches &quot;%1&quot; after the previous steps. The app shows these words, but not on a screen reachable from there: is a step missing, or are the steps out of order?</source>
        <translation>在前面的步骤之后，没有交互与“%1”匹配。应用显示了这些词语，但不在从那里可到达的界面上：是缺少了步骤，还是步骤顺序有误？</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="79"/>
        <location filename="../models/quality/qualitymessages.cpp" line="177"/>
        <source>%n step(s) seem to be missing before it: %1.</source>
        <translation>
            <numerusform>在此之前似乎缺少 %n 个步骤：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="86"/>
        <source>Between the steps around it the app takes %n interaction(s), one of which it may mean: %1.</source>
        <translation>
            <numerusform>在前后两个步骤之间，应用会执行 %n 个交互，此步骤可能指其中之一：%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="101"/>
        <source>the %1 screen</source>
        <extracomment>how a step message names a screen of the app; %1 its title from the app&apos;s activity, e.g. Accounts</extracomment>
        <translation>%1 界面</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="106"/>
        <source>&quot;%1&quot; takes several interactions: %2, then %3.</source>
        <translation>“%1”包含多个交互：%2，然后 %3。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="108"/>
        <source>&quot;%1&quot; takes several interactions: %2, then %3. Say what to enter.</source>
        <translation>“%1”包含多个交互：%2，然后 %3。请说明要输入什么。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="113"/>
        <source>&quot;%1&quot; could mean %n components: %2. Say which one.</source>
        <translation>
            <numerusform>“%1”可能指 %n 个组件：%2。请指明是哪一个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="115"/>
        <source>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</source>
        <translation>
            <numerusform>“%1”可能指 %2 上的 %n 个组件：%3。请说明是哪一个。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="120"/>
        <source>&quot;%1&quot; is probably: %2. The way to the next step takes it, and it shows no words to compare.</source>
        <translation>“%1”可能是：%2。通往下一步的路径经过它，而它没有可供比较的文字。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="122"/>
        <source>&quot;%1&quot; is probably: %2 on %3. The way to the next step takes it, and it shows no words to compare.</source>
        <translation>“%1”可能是：%3 上的 %2。通往下一步的路径经过它，而它没有可供比较的文字。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="128"/>
        <source>&quot;%1&quot; is probably the pages the way to the next step takes, ending with: %2.</source>
        <translation>“%1”可能是通往下一步的路径经过的那些页面，最后是：%2。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="130"/>
        <source>&quot;%1&quot; is probably the pages the way to the next step takes on %2, ending with: %3.</source>
        <translation>“%1”可能是通往下一步的路径在 %2 上经过的那些页面，最后是：%3。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="135"/>
        <source>&quot;%1&quot; matches: %2.</source>
        <translation>“%1”匹配：%2。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="136"/>
        <source>&quot;%1&quot; matches: %2 on %3.</source>
        <translation>“%1”匹配：%3 上的 %2。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="141"/>
        <source>Not sure: it could also be %1.</source>
        <translation>不确定：也可能是 %1。</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="143"/>
        <source>Not sure: few of its words match.</source>
        <translation>不确定：只有少数词语匹配。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="151"/>
        <source>&quot;%1&quot; goes through %n page(s) before its last one: %2.</source>
        <translation>
            <numerusform>“%1”在最后一页之前经过 %n 个页面：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="156"/>
        <source>&quot;%1&quot; is done %n time(s), one interaction each.</source>
        <translation>
            <numerusform>“%1”要执行 %n 次，每次一个交互。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="166"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the report tells its steps one by one: is this the component you meant?</source>
        <translation>
            <numerusform>如果此对应正确，应用会先经过 %n 个没有步骤描述的交互：%1。由于报告逐一列出了步骤，它们不会被建议为缺失步骤：这是您指的组件吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="170"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the mapping is uncertain.</source>
        <translation>
            <numerusform>如果此对应正确，应用会先经过 %n 个没有步骤描述的交互：%1。由于对应不确定，它们不会被建议为缺失步骤。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="184"/>
        <source>&quot;%1&quot; takes two interactions in this app: %2, then %3.</source>
        <translation>在此应用中，“%1”需要两个交互：%2，然后 %3。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="189"/>
        <source>&quot;%1&quot; takes %n swipe(s) in this app.</source>
        <translation>
            <numerusform>在此应用中，“%1”需要滑动 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="197"/>
        <source>%1 on the %2 screen</source>
        <translation>%2 界面上的 %1</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="204"/>
        <source>, </source>
        <extracomment>between words or components listed in a step message (&quot;Save&quot;, &quot;Cancel&quot;)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="210"/>
        <source>; </source>
        <extracomment>between steps listed in a step message (they may hold commas themselves)</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="218"/>
        <source>&quot;%1&quot;</source>
        <extracomment>%1 a word of the step (the report&apos;s language), named in a message about the words the app shows</extracomment>
        <translation>“%1”</translation>
    </message>
</context>
<context>
    <name>StepWise::QualityStyle</name>
    <message>
        <location filename="../views/qualitystyle.cpp" line="52"/>
        <source>Correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="54"/>
        <source>Ambiguous</source>
        <translation>有歧义</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="56"/>
        <source>Vocabulary mismatch</source>
        <translation>词汇不匹配</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="58"/>
        <source>Missing steps</source>
        <translation>缺少步骤</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="67"/>
        <source>The step matches exactly one interaction of the app.</source>
        <translation>该步骤恰好匹配应用的一个交互。</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="69"/>
        <source>The step matches several interactions on the same screen; be more specific.</source>
        <translation>该步骤匹配同一界面上的多个交互；请描述得更具体些。</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="71"/>
        <source>No interaction of the app matches the step&apos;s words.</source>
        <translation>应用中没有与该步骤用词匹配的交互。</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="73"/>
        <source>Steps are missing before this one; see the suggestions.</source>
        <translation>此步骤之前缺少步骤；请查看建议。</translation>
    </message>
</context>
<context>
    <name>StepWise::Quoting</name>
    <message>
        <location filename="../models/common/quoting.cpp" line="23"/>
        <source>‘%1’</source>
        <extracomment>The marks around a quotation inside a quotation (%1): the &quot;Save&quot; of “Click the &quot;Save&quot; button”. German ‚%1‘; languages that nest double quotes in single ones keep the single ones.</extracomment>
        <translation>‘%1’</translation>
    </message>
    <message>
        <location filename="../models/common/quoting.cpp" line="50"/>
        <source>.</source>
        <extracomment>the full stop that ends a sentence before another one (Chinese 。)</extracomment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>StepWise::RecordingModelReader</name>
    <message>
        <location filename="../models/trace/recordingmodelreader.cpp" line="22"/>
        <source>recordings (BURT/CrashScope Execution-*.json traces, uiautomator dumps *.xml, zip/tar bundles)</source>
        <translation>录制数据（BURT/CrashScope 的 Execution-*.json 轨迹、uiautomator 转储 *.xml、zip/tar 包）</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingmodelreader.cpp" line="58"/>
        <source>%1: no model could be read</source>
        <translation>%1：无法读取任何模型</translation>
    </message>
</context>
<context>
    <name>StepWise::RecordingReader</name>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="111"/>
        <source>%1: cannot create a temporary folder to unpack it: %2</source>
        <translation>%1：无法创建用于解压的临时文件夹：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="163"/>
        <source>%1: no such file or folder</source>
        <translation>%1：文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="165"/>
        <source>%1: empty folder</source>
        <translation>%1：空文件夹</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="168"/>
        <source>%1: holds an execution model&apos;s graph dump (%2), which is imported from a folder: unpack it and import the folder that holds %2</source>
        <extracomment>%1 the folder or archive given, %2 the graph dump&apos;s file name found in it</extracomment>
        <translation>%1：包含执行模型的图转储（%2），它需要从文件夹导入：请解压后导入包含 %2 的文件夹</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="172"/>
        <source>%1: contains neither BURT traces (Execution-*.json) nor uiautomator dumps (*.xml)</source>
        <translation>%1：既不包含 BURT 轨迹（Execution-*.json），也不包含 uiautomator 转储（*.xml）</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="179"/>
        <source>%1: not a trace, a uiautomator dump or a zip/tar archive</source>
        <translation>%1：不是轨迹、uiautomator 转储或 zip/tar 归档</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayEvent</name>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="20"/>
        <source>tap %1,%2</source>
        <extracomment>an input event sent to an Android device; %1,%2 the screen position in px</extracomment>
        <translation>点按 %1,%2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="23"/>
        <source>long tap %1,%2</source>
        <extracomment>an input event sent to an Android device; %1,%2 the screen position in px</extracomment>
        <translation>长按 %1,%2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="26"/>
        <source>swipe %1,%2 → %3,%4 (%5 ms)</source>
        <extracomment>an input event sent to an Android device: from %1,%2 to %3,%4 (px), taking %5 milliseconds</extracomment>
        <translation>滑动 %1,%2 → %3,%4（%5 毫秒）</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="29"/>
        <source>text &quot;%1&quot;</source>
        <extracomment>an input event sent to an Android device: typing the text %1</extracomment>
        <translation>文本“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="32"/>
        <source>back</source>
        <extracomment>an input event sent to an Android device: the Back key</extracomment>
        <translation>返回</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPanel</name>
    <message>
        <location filename="../views/replaypanel.cpp" line="28"/>
        <source>Replay on device</source>
        <translation>在设备上重放</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="29"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="34"/>
        <source>Recording device: WIDTHxHEIGHT@DPI[:portrait|landscape]</source>
        <translation>录制设备：宽x高@DPI[:portrait|landscape]</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="40"/>
        <source>Tablet, landscape (Pixel C)</source>
        <translation>平板，横屏（Pixel C）</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="41"/>
        <source>Tablet, portrait (Pixel C)</source>
        <translation>平板，竖屏（Pixel C）</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="42"/>
        <source>Phone (1080×2400, 420 dpi)</source>
        <translation>手机（1080×2400，420 dpi）</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="43"/>
        <source>Phone, landscape</source>
        <translation>手机，横屏</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="44"/>
        <source>Small phone (720×1280, 320 dpi)</source>
        <translation>小屏手机（720×1280，320 dpi）</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="39"/>
        <source>Same as the recording device</source>
        <translation>与录制设备相同</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="53"/>
        <source>Target device: WIDTHxHEIGHT@DPI[:portrait|landscape], or one of %1. The exports include the replay plan once you choose a target here.</source>
        <translation>目标设备：宽x高@DPI[:portrait|landscape]，或 %1 之一。在此选择目标后，导出内容将包含重放计划。</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="56"/>
        <source>only attached device</source>
        <translation>唯一连接的设备</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="69"/>
        <source>Recorded on</source>
        <translation>录制于</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="70"/>
        <source>Replay on</source>
        <translation>重放于</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="71"/>
        <source>Device serial</source>
        <translation>设备序列号</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="176"/>
        <source>adb was not found in PATH; install the Android platform tools (Debian package &quot;adb&quot;) to replay on a device.</source>
        <translation>在 PATH 中找不到 adb；请安装 Android 平台工具（Debian 软件包 &quot;adb&quot;）以在设备上重放。</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="184"/>
        <source>No reproduction path yet: write the steps in the report.</source>
        <translation>尚无复现路径：请在报告中写下步骤。</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="185"/>
        <source>Replays the path step by step on the attached device</source>
        <translation>在已连接的设备上逐步重放该路径</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="233"/>
        <source># %1</source>
        <translation># %1</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="238"/>
        <source># step %1: %2</source>
        <translation># 步骤 %1：%2</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="267"/>
        <source>Replay stopped.</source>
        <translation>重放已停止。</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="93"/>
        <source>Step %1 of %2…</source>
        <translation>第 %1 步，共 %2 步…</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="98"/>
        <source>Step %1: %2</source>
        <translation>步骤 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/replaypanel.cpp" line="101"/>
        <source>All %n step(s) replayed.</source>
        <translation>
            <numerusform>全部 %n 个步骤已重放。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="103"/>
        <source>Step %1 could not be replayed: %2</source>
        <translation>步骤 %1 无法重放：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPlanner</name>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="61"/>
        <source>&quot;%1&quot; (%2)</source>
        <extracomment>a widget in a replay plan comment: %1 its label, %2 its Android class (Button, TextView, ...)</extracomment>
        <translation>“%1”（%2）</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="77"/>
        <source>interact with %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>操作 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="81"/>
        <source>click %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>点击 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="85"/>
        <source>long click %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>长按 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="89"/>
        <source>swipe %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>滑动 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="93"/>
        <source>type %1</source>
        <extracomment>%1 the text field typed into (its label), may be empty</extracomment>
        <translation>输入 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="97"/>
        <source>open app %1</source>
        <extracomment>%1 the widget acted on (its label), usually empty</extracomment>
        <translation>打开应用 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="101"/>
        <source>click menu %1</source>
        <extracomment>%1 the widget acted on (its label), usually empty</extracomment>
        <translation>点击菜单 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="105"/>
        <source>swipe up %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>向上滑动 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="109"/>
        <source>swipe right %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>向右滑动 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="113"/>
        <source>swipe down %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>向下滑动 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="117"/>
        <source>swipe left %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>向左滑动 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="121"/>
        <source>back %1</source>
        <extracomment>the Back key; %1 the widget recorded with it (its label), usually empty</extracomment>
        <translation>返回 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="125"/>
        <source>rotate %1</source>
        <extracomment>rotating the device; %1 the widget recorded with it (its label), usually empty</extracomment>
        <translation>旋转 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="164"/>
        <source>press the system key (%1)</source>
        <translation>按系统键（%1）</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="168"/>
        <source>click %1: no recorded position</source>
        <extracomment>%1 the widget; the plan has no command for this step</extracomment>
        <translation>点击 %1：没有记录的位置</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="173"/>
        <source>long press the system key (%1)</source>
        <translation>长按系统键（%1）</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="177"/>
        <source>long click %1: no recorded position</source>
        <extracomment>%1 the widget; the plan has no command for this step</extracomment>
        <translation>长按 %1：没有记录的位置</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="182"/>
        <source>focus %1</source>
        <extracomment>tapping the text field %1 before typing into it</extracomment>
        <translation>聚焦 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="186"/>
        <source>type into %1: the report gives no text</source>
        <extracomment>%1 the text field; the plan has no command for this step</extracomment>
        <translation>在 %1 中输入：报告没有给出文本</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="189"/>
        <source>type &quot;%1&quot;</source>
        <extracomment>%1 the text typed</extracomment>
        <translation>输入“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="223"/>
        <source>open the options menu</source>
        <translation>打开选项菜单</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="227"/>
        <source>open the app: package unknown</source>
        <translation>打开应用：包名未知</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="231"/>
        <source>open %1</source>
        <extracomment>%1 the app&apos;s package name, e.g. org.gnucash.android</extracomment>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="238"/>
        <source>turn auto-rotate off</source>
        <translation>关闭自动旋转</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="243"/>
        <source>rotate to landscape</source>
        <translation>旋转为横屏</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="243"/>
        <source>rotate to portrait</source>
        <translation>旋转为竖屏</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="247"/>
        <source>unknown action %1</source>
        <extracomment>%1 the action&apos;s name as recorded</extracomment>
        <translation>未知操作 %1</translation>
    </message>
</context>
<context>
    <name>StepWise::Replayer</name>
    <message>
        <location filename="../models/replay/replayer.cpp" line="51"/>
        <source>%1 &quot;%2&quot;</source>
        <extracomment>a widget: %1 its Android class (Button, TextView, ...), %2 its label</extracomment>
        <translation>%1“%2”</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="55"/>
        <source>%1 at %2</source>
        <extracomment>a widget without label or id: %1 its Android class, %2 its path in the GUI hierarchy</extracomment>
        <translation>位于 %2 的 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="104"/>
        <source>&quot;%1&quot;</source>
        <extracomment>a widget&apos;s text as a step names it</extracomment>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="120"/>
        <source>step &quot;%1&quot;: the recorded screen has no GUI hierarchy</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>步骤“%1”：记录的屏幕没有 GUI 层次结构</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="149"/>
        <source>step &quot;%1&quot; has no recorded widget position</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>步骤“%1”没有记录的控件位置</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="180"/>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 the input event (tap 540,1210), %2 the device, %3 the device&apos;s error</extracomment>
        <translation>%1 在 %2 上失败：%3</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="195"/>
        <source>step &quot;%1&quot; has no recorded screen to find its widget on</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>步骤“%1”没有可用于查找其控件的记录屏幕</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="202"/>
        <source>sent %1</source>
        <extracomment>%1 the input event sent to the device (tap 540,1210, back, ...)</extracomment>
        <translation>已发送 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="213"/>
        <source>no widget at %1,%2 on the recorded screen</source>
        <extracomment>%1,%2 a screen position in px</extracomment>
        <translation>记录的屏幕上 %1,%2 处没有控件</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="215"/>
        <source>node %1 does not exist on the recorded screen</source>
        <extracomment>%1 a path in the GUI hierarchy</extracomment>
        <translation>记录的屏幕上不存在节点 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="231"/>
        <source>cannot read the screen of %1: %2</source>
        <extracomment>%1 the device, %2 the device&apos;s error</extracomment>
        <translation>无法读取 %1 的屏幕：%2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="235"/>
        <source>%1 is not showing the app %2</source>
        <extracomment>%1 the device, %2 the app&apos;s package name</extracomment>
        <translation>%1 未显示应用 %2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="245"/>
        <source>%1 found at %2</source>
        <extracomment>%1 the widget, %2 its path in the device&apos;s GUI hierarchy</extracomment>
        <translation>在 %2 找到 %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="247"/>
        <source>%1 found at %2 after %3</source>
        <extracomment>%1 the widget, %2 its path, %3 the responsive patterns applied (MoreOptions, Scroll, ...)</extracomment>
        <translation>经 %3 后在 %2 找到 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/replay/replayer.cpp" line="252"/>
        <source>%1 not found on %2 after %n event(s) (%3)</source>
        <extracomment>%1 the widget, %2 the device, %3 the responsive patterns applied (MoreOptions, Scroll, ...)</extracomment>
        <translation>
            <numerusform>%n 个事件后仍未在 %2 上找到 %1（%3）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="290"/>
        <source>%1 is not on the screen of %2 and no responsive pattern applies</source>
        <translation>%1 不在 %2 的屏幕上，且没有适用的响应式模式</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="293"/>
        <source>%1 is not on the screen of %2; tried %3 without success</source>
        <translation>%1 不在 %2 的屏幕上；已尝试 %3，均未成功</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="304"/>
        <source>%1 replayed by %2: %3</source>
        <extracomment>%1 the widget, %2 the responsive pattern&apos;s name (VagueText, ...), %3 what the pattern did</extracomment>
        <translation>%1 已通过 %2 重放：%3</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportDocument</name>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="103"/>
        <source>test %1 needs an input array, an output and a label (failing, passing or unknown)</source>
        <translation>测试 %1 需要输入数组、输出和标签（failing、passing 或 unknown）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="360"/>
        <source>%1 is not a StepWise document (schema is not %2)</source>
        <translation>%1 不是 StepWise 文档（schema 不是 %2）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="347"/>
        <source>%1 is not JSON (%2)</source>
        <translation>%1 不是 JSON（%2）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="95"/>
        <source>test %1: &quot;input&quot; must hold whole numbers only</source>
        <translation>测试 %1：“input”只能包含整数</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="125"/>
        <source>&quot;formula&quot;: %1</source>
        <translation>&quot;formula&quot;：%1</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="141"/>
        <source>&quot;program&quot; must be a string</source>
        <translation>“program”必须是字符串</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="180"/>
        <source>&quot;agreement&quot; must hold numbers from 0 to 1</source>
        <translation>“agreement”只能包含 0 到 1 之间的数</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="210"/>
        <source>passing</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="212"/>
        <source>failing</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="216"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="222"/>
        <source>Test oracle</source>
        <translation>测试预言</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="229"/>
        <source>Learned condition: %1</source>
        <extracomment>%1 the failure condition the oracle learned, e.g. &quot;fails when i1 = i2&quot;</extracomment>
        <translation>学到的条件：%1</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="242"/>
        <source>input</source>
        <extracomment>column of the exported oracle tests: the program&apos;s input</extracomment>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="244"/>
        <source>output</source>
        <extracomment>column of the exported oracle tests: the program&apos;s output</extracomment>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="246"/>
        <source>label</source>
        <extracomment>column of the exported oracle tests: failing, passing or unknown</extracomment>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="249"/>
        <source>expected output</source>
        <extracomment>column of the exported oracle tests: what the program should print (empty where nobody said)</extracomment>
        <translation>预期输出</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="354"/>
        <source>%1 was written by another StepWise version (schema &quot;%2&quot;); this version reads &quot;%3&quot; documents. Open it with the version that wrote it, or copy its report text into a new report.</source>
        <extracomment>%1 file name, %2 the document&apos;s schema, %3 the schema this version reads</extracomment>
        <translation>%1 由另一个 StepWise 版本写入（架构“%2”）；此版本读取“%3”文档。请用写入它的版本打开，或把其中的报告文本复制到新报告中。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="72"/>
        <location filename="../models/document/reportdocument.cpp" line="373"/>
        <location filename="../models/document/reportdocument.cpp" line="382"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="374"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="73"/>
        <location filename="../models/document/reportdocument.cpp" line="375"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="68"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="69"/>
        <source>&quot;%1&quot; must be %2</source>
        <translation>“%1”必须是%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="376"/>
        <source>%1: &quot;%2&quot; is missing</source>
        <translation>%1：缺少“%2”</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="377"/>
        <location filename="../models/document/reportdocument.cpp" line="382"/>
        <source>%1: &quot;%2&quot; must be %3</source>
        <translation>%1：“%2”必须是%3</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="395"/>
        <source>%1: &quot;oracle&quot; is malformed (%2)</source>
        <translation>%1：“oracle”格式错误（%2）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="406"/>
        <source>%1: in the test oracle attachment, %2, so that field was left out; the condition and the labelled tests were opened.</source>
        <extracomment>%1 is the document&apos;s file name, %2 what is wrong with one optional field of the attachment</extracomment>
        <translation>%1：测试预言附件中，%2，因此略去了该字段；条件和已标记的测试已打开。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="462"/>
        <location filename="../models/document/reportdocument.cpp" line="463"/>
        <source>a zip archive</source>
        <translation>zip 归档文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="464"/>
        <source>a tar archive</source>
        <translation>tar 归档文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="466"/>
        <source>a gzip-compressed file (such as a .tar.gz archive)</source>
        <translation>gzip 压缩文件（例如 .tar.gz 归档）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="468"/>
        <source>a bzip2-compressed file (such as a .tar.bz2 archive)</source>
        <translation>bzip2 压缩文件（例如 .tar.bz2 归档）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="473"/>
        <source>an xz-compressed file (such as a .tar.xz archive)</source>
        <translation>xz 压缩文件（例如 .tar.xz 归档）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="474"/>
        <source>a 7-Zip archive</source>
        <translation>7-Zip 归档文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="476"/>
        <source>a RAR archive</source>
        <translation>RAR 归档文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="478"/>
        <source>a Zstandard-compressed file</source>
        <translation>Zstandard 压缩文件</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="479"/>
        <source>a PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="481"/>
        <source>a JPEG image</source>
        <translation>JPEG 图像</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="482"/>
        <source>a GIF image</source>
        <translation>GIF 图像</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="483"/>
        <source>a PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="485"/>
        <source>an SQLite database (such as a model store)</source>
        <translation>SQLite 数据库（例如模型库）</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="490"/>
        <source>a program (ELF executable)</source>
        <translation>ELF 可执行程序</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="491"/>
        <source>a Windows program</source>
        <translation>Windows 程序</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="509"/>
        <source>%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents. An archive of recordings is an execution model: open it with File &gt; Open model.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a zip archive&quot;)</extracomment>
        <translation>%1 是 %2，不是报告：报告应为纯文本（UTF-8）或 .stepwise 文档。录制内容的归档是执行模型：请通过“文件 &gt; 打开模型”打开它。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="513"/>
        <source>%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a PNG image&quot;)</extracomment>
        <translation>%1 是 %2，不是报告：报告应为纯文本（UTF-8）或 .stepwise 文档。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="522"/>
        <source>%1 is not a report: it holds NUL bytes, so it is a binary file (or UTF-16 text without a byte-order mark). Reports are plain text (UTF-8) or .stepwise documents.</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1 不是报告：它包含 NUL 字节，因此是二进制文件（或没有字节顺序标记的 UTF-16 文本）。报告应为纯文本（UTF-8）或 .stepwise 文档。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="530"/>
        <source>%1 is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte %2 at line %3, column %4 (counted in bytes); save it as UTF-8 and open it again.</source>
        <extracomment>%1 the file, %2 the byte&apos;s value (0xE9), %3 its line, %4 its column counted in bytes from the line&apos;s start</extracomment>
        <translation>%1 不是 UTF-8 文本（也不是带字节顺序标记的 UTF-16）：第 %3 行第 %4 列（按字节计）的字节 %2 无效；请将其另存为 UTF-8 后重新打开。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="393"/>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="112"/>
        <source>test %1 has an input of length %2, but test 1 one of length %3</source>
        <extracomment>%1 the test&apos;s position from 1, %2 and %3 how many numbers its input has</extracomment>
        <translation>测试 %1 的输入长度为 %2，而测试 1 的输入长度为 %3</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="161"/>
        <source>&quot;names&quot; must be an array of names, one per input and optionally one for the output</source>
        <translation>“names”必须是名称数组：每个输入一个名称，可再加一个输出名称</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="401"/>
        <source>%1: the test oracle attachment is malformed (%2) and was left out; the report text was opened.</source>
        <extracomment>%1 is the document&apos;s file name, %2 what is wrong with the attachment</extracomment>
        <translation>%1：测试预言附件格式错误（%2），已略去；报告文本已打开。</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="429"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="565"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportEditor</name>
    <message>
        <location filename="../views/reporteditor.cpp" line="32"/>
        <source>Describe the bug: a title, then the steps to reproduce, one per line.</source>
        <translation>描述缺陷：先写标题，然后写复现步骤，每行一个。</translation>
    </message>
    <message>
        <location filename="../views/reporteditor.cpp" line="233"/>
        <source>Possibly misspelled: %1</source>
        <translation>可能拼写错误：%1</translation>
    </message>
    <message>
        <location filename="../views/reporteditor.cpp" line="282"/>
        <source>Add “%1” to the dictionary</source>
        <translation>将“%1”添加到词典</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportExporter</name>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="197"/>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="527"/>
        <source>landscape</source>
        <translation>横屏</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="527"/>
        <source>portrait</source>
        <translation>竖屏</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="529"/>
        <source>%1×%2 px, %3 dpi, %4</source>
        <extracomment>a device profile: %1×%2 its screen size in px, %3 its density, %4 &quot;portrait&quot; or &quot;landscape&quot;</extracomment>
        <translation>%1×%2 px，%3 dpi，%4</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="536"/>
        <source>Recorded on %1; positions adapted to %2. Run with the device attached (`adb devices`).</source>
        <extracomment>%1 the recording device, %2 the target device (both &quot;1080×1920 px, 480 dpi, portrait&quot;); `adb devices` is a command</extracomment>
        <translation>录制于 %1；位置已适配到 %2。请在连接设备后运行（`adb devices`）。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="544"/>
        <source>Replay on %1</source>
        <extracomment>heading of the exported replay plan; %1 the target device&apos;s name</extracomment>
        <translation>在 %1 上重放</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="551"/>
        <source>no reproduction path to replay</source>
        <translation>没有可重放的复现路径</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="558"/>
        <source>Labels: CS correct step, AS ambiguous step, VM vocabulary mismatch, MS missing steps before it. Checked against %1 by StepWise (%2).</source>
        <extracomment>%1 the app version (or &quot;the app&apos;s execution model&quot;), %2 the analyzer backend, e.g. &quot;offline&quot;</extracomment>
        <translation>标签：CS 正确，AS 有歧义，VM 词汇不匹配，MS 此前缺少步骤。由 StepWise（%2）对照 %1 检查。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="560"/>
        <source>the app&apos;s execution model</source>
        <translation>应用的执行模型</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="567"/>
        <source>(suggested)</source>
        <extracomment>marks a missing step that StepWise inserted into the exported steps</extracomment>
        <translation>（建议）</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="575"/>
        <source>(suggested, missing before step %1)</source>
        <extracomment>marks a missing step that StepWise inserted, unnumbered, before the reporter&apos;s step %1 (its number)</extracomment>
        <translation>（建议，第 %1 步之前缺少）</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="628"/>
        <source>No steps to reproduce found yet. Write one step per line, e.g. “Tap the Save button”.</source>
        <translation>尚未找到复现步骤。每行写一个步骤，例如“Tap the Save button”。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="638"/>
        <source>Partial assessment: it was canceled; the labels are the best found until then.</source>
        <translation>部分评估：评估已取消；标签为此前找到的最佳结果。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/reportexporter.cpp" line="641"/>
        <source>Partial assessment: %n sentence(s) were not read for steps. A report is read up to its first %1 sentences, each of at most %2 characters.</source>
        <translation>
            <numerusform>部分评估：有 %n 个句子未被读取以查找步骤。一份报告最多读取前 %1 个句子，每句最多 %2 个字符。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="646"/>
        <source>Partial assessment: the search limit was reached; the labels are the best found until then.</source>
        <translation>部分评估：已达到搜索上限；标签为此前找到的最佳结果。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="654"/>
        <source>Nothing was checked from step %1 (&quot;%2&quot;) on.</source>
        <translation>从第 %1 步（“%2”）起未做任何检查。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="656"/>
        <source>Nothing was checked from step %1 (&quot;%2&quot;, sentence %3) on.</source>
        <translation>从第 %1 步（“%2”，句子 %3）起未做任何检查。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="691"/>
        <source>step %1: %2</source>
        <extracomment>a replay plan&apos;s shell comment: %1 the step&apos;s number on the path, %2 what the command does</extracomment>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="707"/>
        <location filename="../models/quality/reportexporter.cpp" line="1012"/>
        <source>Steps to reproduce</source>
        <translation>复现步骤</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="771"/>
        <source>No steps to reproduce were found.</source>
        <translation>未找到复现步骤。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="772"/>
        <location filename="../models/quality/reportexporter.cpp" line="956"/>
        <source>Not described.</source>
        <translation>未描述。</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="773"/>
        <location filename="../models/quality/reportexporter.cpp" line="957"/>
        <source>Observed</source>
        <translation>实际结果</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="775"/>
        <location filename="../models/quality/reportexporter.cpp" line="959"/>
        <source>Expected</source>
        <translation>预期结果</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="803"/>
        <source>no screenshot recorded</source>
        <translation>未录制截图</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="818"/>
        <source>screenshot</source>
        <extracomment>an image&apos;s alt text, for a screen without a name</extracomment>
        <translation>截图</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="820"/>
        <source>screenshot of the %1 screen</source>
        <translation>%1 界面的截图</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="992"/>
        <source>en</source>
        <extracomment>the language of this translation as a BCP 47 tag (HTML lang attribute): de, zh-CN</extracomment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="995"/>
        <source>Bug report</source>
        <translation>缺陷报告</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportProblems</name>
    <message>
        <location filename="../views/reportproblems.cpp" line="39"/>
        <source>The report was written for app version “%1”, which the model store %2 does not hold. Import that app&apos;s model with File &gt; Open model… (it is selected as soon as it is imported), or choose another version with Ctrl+M. Until then the report is assessed against “%3”.</source>
        <extracomment>%1 is the report&apos;s app version (e.g. 1-org.gnucash.android-2.1.3), %2 the model store&apos;s file name, %3 the app version used meanwhile (app versions stay as they are)</extracomment>
        <translation>该报告针对应用版本“%1”编写，但模型存储 %2 中没有该版本。请通过 文件 &gt; 打开模型… 导入该应用的模型（导入后即被选中），或按 Ctrl+M 选择其他版本。在此之前，报告将按“%3”进行评估。</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="42"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="43"/>
        <source>App version not in the model store</source>
        <translation>模型存储中没有该应用版本</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="68"/>
        <source>The report is about “%1”, but the model “%2” is of another app (%3). Its steps are checked against that app&apos;s screens; choose the report&apos;s app with Ctrl+M.</source>
        <extracomment>%1 the app the report names (e.g. atimetracker), %2 the app version (stays as it is, e.g. 1-org.gnucash.android-2.1.3), %3 the names that model&apos;s app goes by</extracomment>
        <translation>该报告针对的是“%1”，但模型“%2”属于另一个应用（%3）。其步骤将按该应用的界面检查；请用 Ctrl+M 选择报告所属的应用。</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="70"/>
        <source>no name known</source>
        <translation>名称未知</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="71"/>
        <source>Report of another app</source>
        <translation>其他应用的报告</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="81"/>
        <source>The model store %1 holds no app version “%2”; it holds: %3.</source>
        <extracomment>%1 is the store&apos;s file name, %2 the app version asked for, %3 the versions it holds (app versions, e.g. 1-org.gnucash.android-2.1.3, stay as they are)</extracomment>
        <translation>模型库 %1 中没有应用版本“%2”；其中包含：%3。</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="83"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="87"/>
        <source>The model store %1 holds no models; import one with “stepwise-cli import --db %1 PATH” or File &gt; Open model.</source>
        <extracomment>%1 is the store&apos;s file name; the command stays as it is</extracomment>
        <translation>模型库 %1 中没有模型；请用“stepwise-cli import --db %1 PATH”或“文件 &gt; 打开模型…”导入一个。</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportWorkspace</name>
    <message>
        <location filename="../views/reportworkspace.cpp" line="35"/>
        <source>Steps to reproduce</source>
        <translation>复现步骤</translation>
    </message>
    <message>
        <location filename="../views/reportworkspace.cpp" line="43"/>
        <source>&lt;b&gt;Steps to reproduce&lt;/b&gt;</source>
        <translation>&lt;b&gt;复现步骤&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../views/reportworkspace.cpp" line="79"/>
        <source>&lt;b&gt;Reproduction path&lt;/b&gt;</source>
        <translation>&lt;b&gt;复现路径&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StepWise::ResponsivePatterns</name>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="239"/>
        <source>the label &quot;%1&quot; reads &quot;%2&quot; here</source>
        <translation>标签“%1”在此处为“%2”</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="253"/>
        <source>the label moved between text and description</source>
        <translation>标签在文本与描述之间移动了</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="282"/>
        <source>scroll its container forward</source>
        <translation>向前滚动其容器</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="283"/>
        <source>scroll its container back</source>
        <translation>向后滚动其容器</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="291"/>
        <source>open the &quot;More options&quot; overflow menu</source>
        <translation>打开“More options”溢出菜单</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="320"/>
        <source>open the navigation drawer</source>
        <translation>打开抽屉式导航栏</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="349"/>
        <source>tap the sibling tab &quot;%1&quot;</source>
        <translation>点按同级标签页“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="382"/>
        <source>select the tab &quot;%1&quot; the step was recorded on</source>
        <translation>选择记录该步骤时所在的标签页“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="398"/>
        <source>page the pager forward</source>
        <translation>在分页器中向前翻页</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="398"/>
        <source>page the pager back</source>
        <translation>在分页器中向后翻页</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="411"/>
        <source>page the pager that only this device has forward</source>
        <translation>在仅此设备具有的分页器中向前翻页</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="412"/>
        <source>page the pager that only this device has back</source>
        <translation>在仅此设备具有的分页器中向后翻页</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="430"/>
        <source>open the item &quot;%1&quot; selected on the recorded device</source>
        <translation>打开在记录设备上选中的项目“%1”</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="437"/>
        <source>go back from the detail pane to the list</source>
        <translation>从详情窗格返回列表</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="450"/>
        <source>the recorded step navigates up: press Back</source>
        <translation>记录的步骤是向上导航：按返回键</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="456"/>
        <source>navigate up</source>
        <translation>向上导航</translation>
    </message>
</context>
<context>
    <name>StepWise::RunStatus</name>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="22"/>
        <source>ok</source>
        <extracomment>how a run of the program under test ended: it exited 0 and printed one number</extracomment>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="25"/>
        <source>empty</source>
        <extracomment>how a run of the program under test ended: it printed nothing</extracomment>
        <translation>无输出</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="28"/>
        <source>non-zero exit</source>
        <extracomment>how a run of the program under test ended: it exited with a non-zero code</extracomment>
        <translation>非零退出</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="31"/>
        <source>crashed</source>
        <extracomment>how a run of the program under test ended: killed by a signal</extracomment>
        <translation>崩溃</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="34"/>
        <source>timed out</source>
        <extracomment>how a run of the program under test ended: it exceeded the time limit</extracomment>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="37"/>
        <source>memory limit</source>
        <extracomment>how a run of the program under test ended: the system killed it for exceeding the run&apos;s memory limit</extracomment>
        <translation>内存超限</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="40"/>
        <source>non-numeric</source>
        <extracomment>how a run of the program under test ended: it printed text that is not a number</extracomment>
        <translation>非数字</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="45"/>
        <source>failed to start</source>
        <extracomment>how a run of the program under test ended: it could not be started</extracomment>
        <translation>启动失败</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="61"/>
        <source>For input %1 the program crashes (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a crash is read as</extracomment>
        <translation>输入 %1 时程序崩溃（按输出 %2 计）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="64"/>
        <source>For input %1 the program does not finish in time (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a time-out is read as</extracomment>
        <translation>输入 %1 时程序未能按时结束（按输出 %2 计）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="67"/>
        <source>For input %1 the program exceeds its memory limit (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a run killed at its memory limit is read as</extracomment>
        <translation>输入 %1 时程序超出内存限制（按输出 %2 计）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="70"/>
        <source>For input %1 the program exits with an error (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output an error exit is read as</extracomment>
        <translation>输入 %1 时程序以错误退出（按输出 %2 计）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="73"/>
        <source>For input %1 the program prints nothing (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output no output is read as</extracomment>
        <translation>输入 %1 时程序没有输出（按输出 %2 计）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="78"/>
        <source>For input %1 the program prints %2 (read as %3)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the text the program printed (&quot;2.50&quot;, &quot;NO&quot;), %3 the number it is read as</extracomment>
        <translation>输入 %1 时程序输出 %2（读作 %3）</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="86"/>
        <source>For input %1 the program prints %2</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the number the program printed</extracomment>
        <translation>输入 %1 时程序输出 %2</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="127"/>
        <source>prints %1 (read as %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the text it printed (&quot;2.50&quot;, &quot;NO&quot;), %2 the number that text is read as</extracomment>
        <translation>输出 %1（读作 %2）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="129"/>
        <source>prints %1</source>
        <extracomment>follows &quot;the program&quot;; %1 the number it printed</extracomment>
        <translation>输出 %1</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="132"/>
        <source>prints nothing (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;empty&quot;), %2 the output it counts as</extracomment>
        <translation>不输出任何内容（运行状态“%1”，计为输出 %2）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="137"/>
        <source>exits with status %1 and prints nothing (run status &quot;%2&quot;, counted as output %3)</source>
        <extracomment>follows &quot;the program&quot;; %1 its exit status, %2 the run status (&quot;non-zero exit&quot;), %3 the output it counts as</extracomment>
        <translation>以状态 %1 退出且不输出任何内容（运行状态“%2”，计为输出 %3）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="141"/>
        <source>exits with status %1 after printing &quot;%2&quot; (run status &quot;%3&quot;, counted as output %4)</source>
        <extracomment>follows &quot;the program&quot;; %1 its exit status, %2 what it printed, %3 the run status (&quot;non-zero exit&quot;), %4 the output it counts as</extracomment>
        <translation>输出“%2”后以状态 %1 退出（运行状态“%3”，计为输出 %4）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="145"/>
        <source>crashes (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;crashed&quot;), %2 the output it counts as</extracomment>
        <translation>崩溃（运行状态“%1”，计为输出 %2）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="148"/>
        <source>does not finish in time (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;timed out&quot;), %2 the output it counts as</extracomment>
        <translation>未能按时结束（运行状态“%1”，计为输出 %2）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="151"/>
        <source>exceeds its memory limit (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;memory limit&quot;), %2 the output it counts as</extracomment>
        <translation>超出内存限制（运行状态“%1”，计为输出 %2）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="154"/>
        <source>prints &quot;%1&quot;, which is not one number (run status &quot;%2&quot;)</source>
        <extracomment>follows &quot;the program&quot;; %1 what it printed, %2 the run status (&quot;non-numeric&quot;)</extracomment>
        <translation>输出“%1”，这不是一个数字（运行状态“%2”）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="159"/>
        <source>does not start (run status &quot;%1&quot;): %2</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;failed to start&quot;), %2 the error naming the program</extracomment>
        <translation>无法启动（运行状态“%1”）：%2</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="270"/>
        <source>cannot start %1: there is no such file</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>无法启动 %1：该文件不存在</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="274"/>
        <source>cannot start %1: no program of that name in PATH (give its path, e.g. ./%1)</source>
        <extracomment>%1 the name given as the program</extracomment>
        <translation>无法启动 %1：PATH 中没有该名称的程序（请给出其路径，例如 ./%1）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="277"/>
        <source>cannot start %1: it is a folder, not a program</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>无法启动 %1：它是文件夹，不是程序</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="281"/>
        <source>cannot start %1: the file is not executable (a program built from a source file, or chmod +x)</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>无法启动 %1：该文件不可执行（请给出由源文件编译出的程序，或执行 chmod +x）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="287"/>
        <source>cannot start %1: the system cannot run it (a script needs a first line such as #!/bin/sh)</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>无法启动 %1：系统无法运行它（脚本需要类似 #!/bin/sh 的首行）</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="291"/>
        <source>cannot start %1: %2</source>
        <extracomment>%1 the program, %2 the system&apos;s reason</extracomment>
        <translation>无法启动 %1：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::ScreenshotPanel</name>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="42"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>缩小（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="43"/>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="43"/>
        <source>Fit the screenshot to the panel&apos;s width</source>
        <translation>使截图适应面板宽度</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="44"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>放大（Ctrl+滚轮）</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="60"/>
        <location filename="../views/screenshotpanel.cpp" line="87"/>
        <location filename="../views/screenshotpanel.cpp" line="102"/>
        <source>No screenshot recorded for this screen</source>
        <translation>此界面没有录制截图</translation>
    </message>
</context>
<context>
    <name>StepWise::ScreenshotView</name>
    <message>
        <location filename="../views/screenshotview.cpp" line="11"/>
        <source>No screenshot recorded for this screen</source>
        <translation>此界面没有录制截图</translation>
    </message>
</context>
<context>
    <name>StepWise::SmtLearner</name>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="571"/>
        <source>test %1 has %2 values, expected %3</source>
        <translation>测试 %1 有 %2 个值，应为 %3 个</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="592"/>
        <source>contradictory labels: input %1 with output %2 is labelled both passing and failing</source>
        <translation>标注相互矛盾：输入 %1（输出 %2）既被标为通过又被标为失败</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="671"/>
        <source>learning canceled</source>
        <translation>学习已取消</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="750"/>
        <source>no formula found within %1 ms</source>
        <translation>%1 毫秒内未找到公式</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="755"/>
        <source>no formula found within %1 resource units</source>
        <translation>%1 个资源单位内未找到公式</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="789"/>
        <source>Z3 error: %1</source>
        <translation>Z3 错误：%1</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="792"/>
        <source>no formula with at most %1 clauses and %2 atoms separates the labelled tests</source>
        <translation>没有至多含 %1 个子句和 %2 个原子的公式能区分已标注的测试</translation>
    </message>
</context>
<context>
    <name>StepWise::SqliteGraphStore</name>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="93"/>
        <source>%1 is damaged (%2SQLite: %3); the file was left unchanged. Restore it from a backup, or import the models again into a new file</source>
        <translation>%1 已损坏（%2SQLite：%3）；文件未被改动。请从备份恢复，或将模型重新导入到新文件中</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="96"/>
        <source>its header, where SQLite&apos;s &quot;SQLite format 3&quot; belongs, is all zero bytes; </source>
        <translation>其文件头（本应为 SQLite 的“SQLite format 3”）全为零字节；</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="101"/>
        <source>%1 is not an SQLite database at all (SQLite: %2); nothing was changed</source>
        <translation>%1 根本不是 SQLite 数据库（SQLite：%2）；未做任何改动</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="133"/>
        <source>it is on a file system mounted read-only</source>
        <translation>该文件位于以只读方式挂载的文件系统上</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="138"/>
        <source>no write permission for the file</source>
        <translation>没有该文件的写入权限</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="141"/>
        <source>no write permission for its folder, where SQLite keeps its journal</source>
        <translation>没有其所在文件夹的写入权限，SQLite 在该文件夹中保存日志</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="142"/>
        <source>no write permission for its folder</source>
        <translation>没有其所在文件夹的写入权限</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="154"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="163"/>
        <source>integrity check: %1</source>
        <translation>完整性检查：%1</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="173"/>
        <source>cannot open %1: the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>无法打开 %1：未安装 Qt SQLite 驱动（QSQLITE）</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="177"/>
        <source>cannot open %1: it is a folder, not a database file</source>
        <translation>无法打开 %1：这是文件夹，不是数据库文件</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="180"/>
        <source>cannot open %1: no such file</source>
        <translation>无法打开 %1：文件不存在</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="187"/>
        <source>%1 is read-only (%2); nothing was changed</source>
        <translation>%1 为只读（%2）；未作任何更改</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="188"/>
        <source>cannot create %1 (%2)</source>
        <translation>无法创建 %1（%2）</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="216"/>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="227"/>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="234"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="237"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="241"/>
        <source>%1 is not a StepWise database (%2)</source>
        <translation>%1 不是 StepWise 数据库（%2）</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="244"/>
        <source>%1 is not a StepWise database (it holds other tables, e.g. &apos;%2&apos;); nothing was changed</source>
        <translation>%1 不是 StepWise 数据库（其中有其他表，例如“%2”）；未做任何改动</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="248"/>
        <source>%1 is not a StepWise database (another application&apos;s SQLite file); nothing was changed</source>
        <translation>%1 不是 StepWise 数据库（是其他应用的 SQLite 文件）；未做任何改动</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="250"/>
        <source>%1 was written by a newer StepWise (schema version %2, this build knows up to %3)</source>
        <translation>%1 由更新版本的 StepWise 写入（模式版本 %2，此版本最高支持 %3）</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="277"/>
        <source>%1: cannot set the page size: %2</source>
        <translation>%1：无法设置页大小：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="280"/>
        <source>%1: cannot enable foreign keys: %2</source>
        <translation>%1：无法启用外键：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="291"/>
        <source>%1: cannot switch to WAL journal: %2</source>
        <translation>%1：无法切换到 WAL 日志：%2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="265"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="296"/>
        <source>%1: cannot configure the connection: %2</source>
        <translation>%1：无法配置连接：%2</translation>
    </message>
</context>
<context>
    <name>StepWise::SuggestionList</name>
    <message>
        <location filename="../views/suggestionlist.cpp" line="33"/>
        <source>no screenshot</source>
        <translation>无截图</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="117"/>
        <source>On screen “%1”: click to show it large</source>
        <extracomment>%1 is the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); it stays untranslated</extracomment>
        <translation>在界面“%1”上：点击放大显示</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="122"/>
        <source>%1. %2 &lt;b&gt;✓ chosen&lt;/b&gt;</source>
        <extracomment>A suggestion the reporter chose. %1 is its number, %2 the interaction in the report&apos;s language with the control&apos;s label as the app shows it (stays as is). Rich text: keep the &lt;b&gt; tags.</extracomment>
        <translation>%1. %2 &lt;b&gt;✓ 已选择&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="129"/>
        <source>On screen “%1”</source>
        <extracomment>%1 is the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); it stays untranslated</extracomment>
        <translation>位于界面“%1”</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="136"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="138"/>
        <source>Insert this step into the report before the selected step</source>
        <translation>将此步骤插入报告中所选步骤之前</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="140"/>
        <source>Reject</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="142"/>
        <source>Hide this suggestion for this report</source>
        <translation>在此报告中隐藏此建议</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="149"/>
        <source>Use this</source>
        <translation>使用此项</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="151"/>
        <source>Pin the step to this interaction for the next analyses</source>
        <translation>在后续分析中将该步骤固定到此交互</translation>
    </message>
</context>
<context>
    <name>StepWise::TestSuiteExporter</name>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="23"/>
        <source>%1: cannot write: %2</source>
        <extracomment>%1 a file of the exported test suite, %2 the system&apos;s reason</extracomment>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="42"/>
        <source>no folder given: give a folder for the test suite</source>
        <translation>未指定文件夹：请为测试套件指定一个文件夹</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="47"/>
        <source>%1 is a file, not a folder: give a folder for the test suite</source>
        <extracomment>%1 the path given for the test suite</extracomment>
        <translation>%1 是文件，不是文件夹：请为测试套件指定一个文件夹</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="65"/>
        <source>%1: cannot create the folder in %2</source>
        <extracomment>%1 the path given for the test suite, %2 the part of it that exists</extracomment>
        <translation>%1：无法在 %2 中创建文件夹</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="67"/>
        <source>%1: cannot create the folder: %2 is a file</source>
        <extracomment>%1 the path given for the test suite, %2 the part of it that exists, a file</extracomment>
        <translation>%1：无法创建文件夹：%2 是一个文件</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="72"/>
        <source>%1: cannot write files in this folder</source>
        <extracomment>%1 the folder given for the test suite</extracomment>
        <translation>%1：无法在此文件夹中写入文件</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="78"/>
        <source>%1 already holds a test suite (%2%3): choose an empty folder, or remove those files first</source>
        <extracomment>%1 the folder, %2 up to three of its suite files, %3 &quot;, …&quot; when there are more</extracomment>
        <translation>%1 中已有测试套件（%2%3）：请选择空文件夹，或先删除这些文件</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="93"/>
        <source>%1: cannot create the folder</source>
        <extracomment>%1 the path given for the test suite</extracomment>
        <translation>%1：无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>StepWise::TraceReader</name>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="95"/>
        <source>%1: with its screenshots and the traces read before it, more than %2 MiB, the most one recording may hold; not read</source>
        <translation>%1：连同其截图及之前读取的跟踪，超过 %2 MiB，即单次录制允许的上限；未读取</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="175"/>
        <source>%1: no such file or folder</source>
        <translation>%1：文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="186"/>
        <source>%1: no Execution-*.json trace in this folder</source>
        <translation>%1：此文件夹中没有 Execution-*.json 轨迹</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="206"/>
        <source>%1: every execution in it duplicates one already imported</source>
        <translation>%1：其中每次执行都与已导入的执行重复</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="288"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="293"/>
        <source>%1: larger than %2 MiB, the most an execution trace may hold; not read</source>
        <translation>%1：大于 %2 MiB，即执行跟踪允许的上限；未读取</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="305"/>
        <source>%1: empty file</source>
        <translation>%1：空文件</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="315"/>
        <source>%1: duplicated execution (same content as %2), skipped</source>
        <translation>%1：重复的执行（内容与 %2 相同），已跳过</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="319"/>
        <source>%1:%2: not valid UTF-8 (execution traces are UTF-8 JSON)</source>
        <translation>%1:%2：不是有效的 UTF-8（执行轨迹应为 UTF-8 JSON）</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="325"/>
        <source>%1: malformed JSON: %2</source>
        <translation>%1：JSON 格式错误：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="330"/>
        <source>%1: not a BURT execution trace (no &quot;steps&quot; array)</source>
        <translation>%1：不是 BURT 执行轨迹（没有“steps”数组）</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="334"/>
        <source>%1: the execution has no steps</source>
        <translation>%1：该执行没有步骤</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="379"/>
        <source>%1: step %2 is not a JSON object</source>
        <translation>%1：步骤 %2 不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="384"/>
        <source>%1: step %2 has no numeric &quot;action&quot;</source>
        <translation>%1：步骤 %2 没有数值型“action”</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="359"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1：大于 %2 MiB，即截图允许的上限；已跳过</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="420"/>
        <source>%1: screenshot file %2 not found</source>
        <translation>%1：找不到截图文件 %2</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="421"/>
        <source>%1: %2 screenshot files not found (first: %3)</source>
        <translation>%1：找不到 %2 个截图文件（第一个：%3）</translation>
    </message>
</context>
<context>
    <name>StepWise::UiAutomatorReader</name>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="262"/>
        <source>%1:%2: not valid UTF-8 (uiautomator dumps are UTF-8)</source>
        <translation>%1:%2：不是有效的 UTF-8（uiautomator 转储应为 UTF-8）</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="266"/>
        <location filename="../models/trace/uiautomatorreader.cpp" line="282"/>
        <source>%1: empty file, no &lt;hierarchy&gt; element</source>
        <translation>%1：空文件，没有 &lt;hierarchy&gt; 元素</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="152"/>
        <source>%1:%2: not a uiautomator dump: the root element is &lt;%3&gt;, expected &lt;hierarchy&gt;</source>
        <translation>%1:%2：不是 uiautomator 转储：根元素是 &lt;%3&gt;，应为 &lt;hierarchy&gt;</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="171"/>
        <source>%1:%2: &lt;node&gt; elements nested deeper than %3 levels</source>
        <translation>%1:%2：&lt;node&gt; 元素嵌套超过 %3 层</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="114"/>
        <source>%1:%2: malformed bounds &quot;%3&quot; (expected [x1,y1][x2,y2])</source>
        <translation>%1:%2：bounds“%3”格式错误（应为 [x1,y1][x2,y2]）</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="196"/>
        <source>%1:%2:%3: malformed XML: %4</source>
        <translation>%1:%2:%3：XML 格式错误：%4</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="207"/>
        <source>The file ends inside &lt;%1&gt; (opened at line %2, column %3): it looks cut off.</source>
        <extracomment>%1 the element&apos;s name, %2 and %3 its line and column</extracomment>
        <translation>文件在 &lt;%1&gt;（于第 %2 行第 %3 列打开）内部结束：文件似乎被截断了。</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="220"/>
        <source>&lt;/%1&gt; closes &lt;%2&gt;, opened at line %3, column %4.</source>
        <extracomment>%1 the end tag&apos;s name, %2 the open element&apos;s name, %3 and %4 where that element was opened</extracomment>
        <translation>&lt;/%1&gt; 关闭的是于第 %3 行第 %4 列打开的 &lt;%2&gt;。</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="286"/>
        <source>%1: the dump has no &lt;node&gt; elements</source>
        <translation>%1：该转储没有 &lt;node&gt; 元素</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="302"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="307"/>
        <source>%1: larger than %2 MiB, the most a dump may hold; not read</source>
        <translation>%1：大于 %2 MiB，即转储允许的上限；未读取</translation>
    </message>
</context>
<context>
    <name>StepWise::ViewTree</name>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="83"/>
        <source>expected &lt;hierarchy&gt;, found &lt;%1&gt;; not a uiautomator dump</source>
        <extracomment>&lt;hierarchy&gt; is the XML element as written; %1 the element found instead</extracomment>
        <translation>应为 &lt;hierarchy&gt;，但找到 &lt;%1&gt;；不是 uiautomator 转储</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="92"/>
        <source>node has no valid bounds attribute (&quot;%1&quot;)</source>
        <extracomment>&quot;bounds&quot; is the XML attribute as written; %1 its value</extracomment>
        <translation>节点没有有效的 bounds 属性（“%1”）</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="138"/>
        <source>no &lt;hierarchy&gt; element; not a uiautomator dump</source>
        <extracomment>&lt;hierarchy&gt; is the XML element as written</extracomment>
        <translation>没有 &lt;hierarchy&gt; 元素；不是 uiautomator 转储</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="147"/>
        <source>cannot read %1: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="84"/>
        <source>StepWise: write bug reports whose steps to reproduce are checked live against the app&apos;s execution model.</source>
        <translation>StepWise：撰写缺陷报告，其复现步骤会实时对照应用的执行模型进行检查。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="90"/>
        <source>Open the built-in demo model and report.</source>
        <translation>打开内置的演示模型和报告。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="93"/>
        <source>Model store to use instead of the default one: an SQLite file, or a team&apos;s postgresql://user@host[:port]/dbname.</source>
        <translation>使用的模型库，代替默认模型库：SQLite 文件，或团队的 postgresql://user@host[:port]/dbname。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="97"/>
        <source>Execution model (app version) to assess against.</source>
        <translation>用于评估的执行模型（应用版本）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="100"/>
        <source>Report to open: plain text or a .stepwise document.</source>
        <translation>要打开的报告：纯文本或 .stepwise 文档。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="103"/>
        <source>With --report pointing to an AstroBR reports/*.json file: the bug id to open.</source>
        <translation>当 --report 指向 AstroBR 的 reports/*.json 文件时：要打开的缺陷 ID。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="108"/>
        <source>Render the main window to FILE.png (or .jpg, .bmp: the format the name ends in) once the first analysis has finished, then exit.</source>
        <translation>首次分析完成后将主窗口渲染到 FILE.png（或 .jpg、.bmp：按文件名后缀的格式），然后退出。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="114"/>
        <source>Print the report text to standard output once the first analysis has finished, then exit.</source>
        <translation>首次分析完成后将报告文本输出到标准输出，然后退出。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="118"/>
        <source>Drafts left by a crash: ask (default), yes (restore the newest) or no.</source>
        <translation>崩溃遗留的草稿：ask（询问，默认）、yes（恢复最新的）或 no。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="122"/>
        <source>Append TEXT to the report after start, as if typed (for scripts and tests).</source>
        <translation>启动后将 TEXT 追加到报告末尾，如同键入一般（用于脚本和测试）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="126"/>
        <source>Draft autosave interval in milliseconds (default 3000).</source>
        <translation>草稿自动保存间隔，单位毫秒（默认 3000）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="129"/>
        <source>Disable spell checking.</source>
        <translation>禁用拼写检查。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="132"/>
        <source>User interface language: de, zh_CN or en (default: the setting of View &gt; Language, else the system&apos;s).</source>
        <translation>界面语言：de、zh_CN 或 en（默认：“视图 &gt; 语言”中的设置，否则为系统语言）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="218"/>
        <source>--restore-drafts takes ask, yes or no, not “%1”</source>
        <translation>--restore-drafts 只接受 ask、yes 或 no，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="224"/>
        <source>--autosave-ms needs a number of milliseconds ≥ 50</source>
        <translation>--autosave-ms 需要一个 ≥ 50 的毫秒数</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="235"/>
        <source>Cannot write the screenshot %1: the folder %2 does not exist; create it or give --screenshot a path in an existing folder.</source>
        <extracomment>%1 the path given to --screenshot, %2 its folder</extracomment>
        <translation>无法写入截图 %1：文件夹 %2 不存在；请先创建它，或为 --screenshot 指定一个现有文件夹中的路径。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="241"/>
        <source>Cannot write the screenshot %1: it is a folder; give --screenshot a file name such as %2.</source>
        <translation>无法写入截图 %1：它是一个文件夹；请为 --screenshot 指定文件名，例如 %2。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="255"/>
        <source>Cannot create a temporary folder for the demo: %1</source>
        <translation>无法为演示创建临时文件夹：%1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="265"/>
        <source>The model store %1 cannot exist: its folder %2 does not exist (is the path right?).</source>
        <translation>模型库 %1 无法存在：其文件夹 %2 不存在（路径正确吗？）。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="270"/>
        <source>The model store %1 does not exist (is the path right?); create it with “stepwise-cli import --db %1 PATH”, or start StepWise without --db and open a model with File &gt; Open model.</source>
        <translation>模型库 %1 不存在（路径是否正确？）；请用“stepwise-cli import --db %1 PATH”创建它，或不带 --db 启动 StepWise，再通过“文件 &gt; 打开模型”打开模型。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="278"/>
        <source>The model store %1 is an empty file, not a StepWise store; nothing was changed. Import models into it with “stepwise-cli import --db %1 PATH”, or start StepWise without --db.</source>
        <translation>模型库 %1 是一个空文件，不是 StepWise 模型库；未做任何更改。请用“stepwise-cli import --db %1 PATH”向其中导入模型，或不带 --db 启动 StepWise。</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="297"/>
        <source>--bug picks a report of an AstroBR reports file: give that file with --report</source>
        <translation>--bug 用于从 AstroBR 报告文件中选择一份报告：请用 --report 指定该文件</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="46"/>
        <source>Cannot read the report %1: %2</source>
        <translation>无法读取报告 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="365"/>
        <source>note: %1 is written as PNG: this Qt cannot write .%2 images</source>
        <extracomment>%1 the file given to --screenshot, %2 its suffix (e.g. webp)</extracomment>
        <translation>注意：%1 以 PNG 格式写入：此 Qt 无法写入 .%2 图像</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="374"/>
        <source>cannot write %1: %2</source>
        <extracomment>%1 the PNG&apos;s path, %2 why (the system&apos;s words, e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="382"/>
        <source>the analysis did not finish in time; the picture shows the state so far</source>
        <translation>分析未能按时完成；图片显示的是目前的状态</translation>
    </message>
</context>
</TS>
