<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>StepWise::ActiveOracleLearner</name>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="677"/>
        <source>%n input(s) tried were left out, as the program printed text that is not one number on them (for input %1 it printed &quot;%2&quot;): nothing was learned about such inputs</source>
        <extracomment>%1 one of those inputs, %2 the text the program printed on it</extracomment>
        <translation>
            <numerusform>%n input tried was left out, as the program printed text that is not one number on it (for input %1 it printed &quot;%2&quot;): nothing was learned about such inputs</numerusform>
            <numerusform>%n inputs tried were left out, as the program printed text that is not one number on them (for input %1 it printed &quot;%2&quot;): nothing was learned about such inputs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="685"/>
        <source>none of the %n answered input(s) failed: the condition was learned from the failing input you gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again from another failing input, if you know one, would tell more</source>
        <translation>
            <numerusform>the %n answered input did not fail: the condition was learned from the failing input you gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again from another failing input, if you know one, would tell more</numerusform>
            <numerusform>none of the %n answered inputs failed: the condition was learned from the failing input you gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again from another failing input, if you know one, would tell more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="713"/>
        <source>labelling budget of %n questions used</source>
        <translation>
            <numerusform>labelling budget of %n question used</numerusform>
            <numerusform>labelling budget of %n questions used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::AdbDevice</name>
    <message numerus="yes">
        <location filename="../models/replay/adbdevice.cpp" line="112"/>
        <source>%n Android devices are attached (%1); choose one by serial</source>
        <extracomment>%1 their serials</extracomment>
        <translation>
            <numerusform>%n Android device is attached (%1); choose one by serial</numerusform>
            <numerusform>%n Android devices are attached (%1); choose one by serial</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::BackendConfig</name>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="121"/>
        <source>%1: %n LLM call(s)</source>
        <translation>
            <numerusform>%1: %n LLM call</numerusform>
            <numerusform>%1: %n LLM calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n cached</source>
        <translation>
            <numerusform>, %n cached</numerusform>
            <numerusform>, %n cached</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n decided offline</source>
        <translation>
            <numerusform>, %n decided offline</numerusform>
            <numerusform>, %n decided offline</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="123"/>
        <source>, %n fallback(s)</source>
        <translation>
            <numerusform>, %n fallback</numerusform>
            <numerusform>, %n fallbacks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::Cli</name>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="202"/>
        <source>%n failing test(s) in %1 have</source>
        <translation>
            <numerusform>%n failing test in %1 has</numerusform>
            <numerusform>%n failing tests in %1 have</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="535"/>
        <source>%n program run(s)</source>
        <translation>
            <numerusform>%n program run</numerusform>
            <numerusform>%n program runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="585"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="586"/>
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="867"/>
        <source>%n clause(s)</source>
        <translation>
            <numerusform>%n clause</numerusform>
            <numerusform>%n clauses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_oracle.cpp" line="868"/>
        <source>%n atom(s)</source>
        <translation>
            <numerusform>%n atom</numerusform>
            <numerusform>%n atoms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/document/reportinput.cpp" line="59"/>
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n report</numerusform>
            <numerusform>%n reports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_assess.cpp" line="35"/>
        <location filename="../app/cli/cmd_batch.cpp" line="221"/>
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="107"/>
        <location filename="../app/cli/cmd_import.cpp" line="113"/>
        <location filename="../app/cli/cmd_store.cpp" line="218"/>
        <source>%n state(s)</source>
        <translation>
            <numerusform>%n state</numerusform>
            <numerusform>%n states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="108"/>
        <location filename="../app/cli/cmd_import.cpp" line="114"/>
        <location filename="../app/cli/cmd_store.cpp" line="219"/>
        <source>%n transition(s)</source>
        <translation>
            <numerusform>%n transition</numerusform>
            <numerusform>%n transitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="109"/>
        <source>%n state(s) seen before</source>
        <translation>
            <numerusform>%n state seen before</numerusform>
            <numerusform>%n states seen before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="111"/>
        <source>%n new rendering(s)</source>
        <translation>
            <numerusform>%n new rendering</numerusform>
            <numerusform>%n new renderings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="116"/>
        <location filename="../app/cli/cmd_store.cpp" line="220"/>
        <source>%n screenshot(s)</source>
        <translation>
            <numerusform>%n screenshot</numerusform>
            <numerusform>%n screenshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="136"/>
        <source>%n input(s) failed</source>
        <translation>
            <numerusform>%n input failed</numerusform>
            <numerusform>%n inputs failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="137"/>
        <source>%n file(s) named above</source>
        <translation>
            <numerusform>%n file named above</numerusform>
            <numerusform>%n files named above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/cmd_import.cpp" line="138"/>
        <source>%n model(s) imported</source>
        <translation>
            <numerusform>%n model imported</numerusform>
            <numerusform>%n models imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::FeatureNames</name>
    <message numerus="yes">
        <location filename="../models/oracle/oracleformula.cpp" line="67"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n input</numerusform>
            <numerusform>%n inputs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::LlmBackend</name>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="141"/>
        <source>%1, %2 and %n more task(s)</source>
        <extracomment>%1, %2 the first two tasks of the LLM backend, %n how many more failed for the same reason</extracomment>
        <translation>
            <numerusform>%1, %2 and %n more task</numerusform>
            <numerusform>%1, %2 and %n more tasks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="390"/>
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
        <location filename="../views/llmsettingsdialog.cpp" line="222"/>
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
        <location filename="../app/stepdetails.cpp" line="53"/>
        <source>%n&#xa0;step(s): %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</source>
        <extracomment>Summary under the step list. %1–%4 count the steps per label (CS correct, AS ambiguous, VM vocabulary mismatch, MS missing steps: the codes shown in the legend), %5 the time taken. Between each number and its word is a no-break space (U+00A0), and one after &quot;·&quot;, so a narrow window wraps the line at the spaces after the commas or before &quot;·&quot; only. A unit written in ideographs needs a word joiner (U+2060) inside it (&quot;毫⁠秒&quot;).</extracomment>
        <translation>
            <numerusform>%n&#xa0;step: %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</numerusform>
            <numerusform>%n&#xa0;steps: %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Test oracle attached to the report (%n labelled test(s)).</source>
        <translation>
            <numerusform>Test oracle attached to the report (%n labelled test).</numerusform>
            <numerusform>Test oracle attached to the report (%n labelled tests).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="22"/>
        <source>Import canceled; %n model(s) stored.</source>
        <translation>
            <numerusform>Import canceled; %n model stored.</numerusform>
            <numerusform>Import canceled; %n models stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="23"/>
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>Imported %n model.</numerusform>
            <numerusform>Imported %n models.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="42"/>
        <source>%n model(s) were imported, but %1 could not be:</source>
        <translation>
            <numerusform>%n model was imported, but %1 could not be:</numerusform>
            <numerusform>%n models were imported, but %1 could not be:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="43"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="50"/>
        <source>Nothing new to import: the rest was stored already and is unchanged, but %n file(s) could not be imported:</source>
        <translation>
            <numerusform>Nothing new to import: the rest was stored already and is unchanged, but %n file could not be imported:</numerusform>
            <numerusform>Nothing new to import: the rest was stored already and is unchanged, but %n files could not be imported:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="55"/>
        <source>%n file(s) could not be imported:</source>
        <translation>
            <numerusform>%n file could not be imported:</numerusform>
            <numerusform>%n files could not be imported:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::OraclePanel</name>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="289"/>
        <source>Start over? The %n answer(s) so far and the learned condition will be discarded.</source>
        <translation>
            <numerusform>Start over? The %n answer so far and the learned condition will be discarded.</numerusform>
            <numerusform>Start over? The %n answers so far and the learned condition will be discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="443"/>
        <source>%n clause(s)</source>
        <translation>
            <numerusform>%n clause</numerusform>
            <numerusform>%n clauses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="444"/>
        <source>%n atom(s)</source>
        <translation>
            <numerusform>%n atom</numerusform>
            <numerusform>%n atoms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="677"/>
        <source>Exported %n test(s) to %1</source>
        <translation>
            <numerusform>Exported %n test to %1</numerusform>
            <numerusform>Exported %n tests to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::ProblemBanner</name>
    <message numerus="yes">
        <location filename="../views/problembanner.cpp" line="72"/>
        <source>… and %n more (Show details).</source>
        <translation>
            <numerusform>… and %n more (Show details).</numerusform>
            <numerusform>… and %n more (Show details).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::QualityMessages</name>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="61"/>
        <source>No interaction near the previous steps matches &quot;%1&quot;. The app shows these words on the %2 screen, %n interaction(s) away: are steps missing before it, or does it name another component?</source>
        <translation>
            <numerusform>No interaction near the previous steps matches &quot;%1&quot;. The app shows these words on the %2 screen, %n interaction away: are steps missing before it, or does it name another component?</numerusform>
            <numerusform>No interaction near the previous steps matches &quot;%1&quot;. The app shows these words on the %2 screen, %n interactions away: are steps missing before it, or does it name another component?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="79"/>
        <location filename="../models/quality/qualitymessages.cpp" line="177"/>
        <source>%n step(s) seem to be missing before it: %1.</source>
        <translation>
            <numerusform>%n step seems to be missing before it: %1.</numerusform>
            <numerusform>%n steps seem to be missing before it: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="86"/>
        <source>Between the steps around it the app takes %n interaction(s), one of which it may mean: %1.</source>
        <translation>
            <numerusform>Between the steps around it the app takes %n interaction, which it may mean: %1.</numerusform>
            <numerusform>Between the steps around it the app takes %n interactions; it may mean one of them: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="113"/>
        <source>&quot;%1&quot; could mean %n components: %2. Say which one.</source>
        <translation>
            <numerusform>&quot;%1&quot; could mean %n component: %2. Say which one.</numerusform>
            <numerusform>&quot;%1&quot; could mean %n components: %2. Say which one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="115"/>
        <source>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</source>
        <translation>
            <numerusform>&quot;%1&quot; could mean %n component on %2: %3. Say which one.</numerusform>
            <numerusform>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="151"/>
        <source>&quot;%1&quot; goes through %n page(s) before its last one: %2.</source>
        <translation>
            <numerusform>&quot;%1&quot; goes through %n page before its last one: %2.</numerusform>
            <numerusform>&quot;%1&quot; goes through %n pages before its last one: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="156"/>
        <source>&quot;%1&quot; is done %n time(s), one interaction each.</source>
        <translation>
            <numerusform>&quot;%1&quot; is done %n time, one interaction each.</numerusform>
            <numerusform>&quot;%1&quot; is done %n times, one interaction each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="166"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the report tells its steps one by one: is this the component you meant?</source>
        <translation>
            <numerusform>If this mapping is right, the app first takes %n interaction that no step describes: %1. It is not suggested as a missing step, as the report tells its steps one by one: is this the component you meant?</numerusform>
            <numerusform>If this mapping is right, the app first takes %n interactions that no step describes: %1. They are not suggested as missing steps, as the report tells its steps one by one: is this the component you meant?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="170"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the mapping is uncertain.</source>
        <translation>
            <numerusform>If this mapping is right, the app first takes %n interaction that no step describes: %1. It is not suggested as a missing step, as the mapping is uncertain.</numerusform>
            <numerusform>If this mapping is right, the app first takes %n interactions that no step describes: %1. They are not suggested as missing steps, as the mapping is uncertain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="189"/>
        <source>&quot;%1&quot; takes %n swipe(s) in this app.</source>
        <translation>
            <numerusform>&quot;%1&quot; takes %n swipe in this app.</numerusform>
            <numerusform>&quot;%1&quot; takes %n swipes in this app.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPanel</name>
    <message numerus="yes">
        <location filename="../views/replaypanel.cpp" line="101"/>
        <source>All %n step(s) replayed.</source>
        <translation>
            <numerusform>%n step replayed.</numerusform>
            <numerusform>All %n steps replayed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::Replayer</name>
    <message numerus="yes">
        <location filename="../models/replay/replayer.cpp" line="252"/>
        <source>%1 not found on %2 after %n event(s) (%3)</source>
        <extracomment>%1 the widget, %2 the device, %3 the responsive patterns applied (MoreOptions, Scroll, ...)</extracomment>
        <translation>
            <numerusform>%1 not found on %2 after %n event (%3)</numerusform>
            <numerusform>%1 not found on %2 after %n events (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::ReportExporter</name>
    <message numerus="yes">
        <location filename="../models/quality/reportexporter.cpp" line="641"/>
        <source>Partial assessment: %n sentence(s) were not read for steps. A report is read up to its first %1 sentences, each of at most %2 characters.</source>
        <translation>
            <numerusform>Partial assessment: %n sentence was not read for steps. A report is read up to its first %1 sentences, each of at most %2 characters.</numerusform>
            <numerusform>Partial assessment: %n sentences were not read for steps. A report is read up to its first %1 sentences, each of at most %2 characters.</numerusform>
        </translation>
    </message>
</context>
</TS>
