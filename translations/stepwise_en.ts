<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>StepWise::BackendConfig</name>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="118"/>
        <source>%1: %n LLM call(s)</source>
        <translation>
            <numerusform>%1: %n LLM call</numerusform>
            <numerusform>%1: %n LLM calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="119"/>
        <source>, %n cached</source>
        <translation>
            <numerusform>, %n cached</numerusform>
            <numerusform>, %n cached</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="119"/>
        <source>, %n decided offline</source>
        <translation>
            <numerusform>, %n decided offline</numerusform>
            <numerusform>, %n decided offline</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="120"/>
        <source>, %n fallback(s)</source>
        <translation>
            <numerusform>, %n fallback</numerusform>
            <numerusform>, %n fallbacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::LlmBackend</name>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="338"/>
        <source>the budget of %n LLM call(s) per report is spent</source>
        <translation>
            <numerusform>the budget of %n LLM call per report is spent</numerusform>
            <numerusform>the budget of %n LLM calls per report is spent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::LlmSettingsDialog</name>
    <message numerus="yes">
        <location filename="../views/llmsettingsdialog.cpp" line="218"/>
        <source>Connected; the server offers %n model(s)</source>
        <translation>
            <numerusform>Connected; the server offers %n model</numerusform>
            <numerusform>Connected; the server offers %n models</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="521"/>
        <source>%n step(s): %1 CS, %2 AS, %3 VM, %4 MS · %5 ms</source>
        <translation>
            <numerusform>%n step: %1 CS, %2 AS, %3 VM, %4 MS · %5 ms</numerusform>
            <numerusform>%n steps: %1 CS, %2 AS, %3 VM, %4 MS · %5 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="915"/>
        <source>Test oracle attached to the report (%n labelled test(s)).</source>
        <translation>
            <numerusform>Test oracle attached to the report (%n labelled test).</numerusform>
            <numerusform>Test oracle attached to the report (%n labelled tests).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="1113"/>
        <source>Import canceled; %n model(s) stored.</source>
        <translation>
            <numerusform>Import canceled; %n model stored.</numerusform>
            <numerusform>Import canceled; %n models stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="1114"/>
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>Imported %n model.</numerusform>
            <numerusform>Imported %n models.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::OraclePanel</name>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="408"/>
        <source>Exported %n test(s) to %1</source>
        <translation>
            <numerusform>Exported %n test to %1</numerusform>
            <numerusform>Exported %n tests to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::QualityAssessor</name>
    <message numerus="yes">
        <location filename="../models/quality/qualityassessor.cpp" line="575"/>
        <source>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</source>
        <translation>
            <numerusform>&quot;%1&quot; could mean %n component on %2: %3. Say which one.</numerusform>
            <numerusform>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualityassessor.cpp" line="591"/>
        <source>%n step(s) seem to be missing before it: %1.</source>
        <translation>
            <numerusform>%n step seems to be missing before it: %1.</numerusform>
            <numerusform>%n steps seem to be missing before it: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPanel</name>
    <message numerus="yes">
        <location filename="../views/replaypanel.cpp" line="227"/>
        <source>All %n step(s) replayed.</source>
        <translation>
            <numerusform>%n step replayed.</numerusform>
            <numerusform>All %n steps replayed.</numerusform>
        </translation>
    </message>
</context>
</TS>
