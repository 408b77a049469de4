<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>StepWise::ActiveOracleLearner</name>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="113"/>
        <source>the failing input has no numbers</source>
        <translation>die fehlschlagende Eingabe enthält keine Zahlen</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="133"/>
        <source>%1 printed &quot;%2&quot; for input %3, which is not one number</source>
        <translation>%1 gab für die Eingabe %3 &quot;%2&quot; aus, und das ist nicht genau eine Zahl</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="142"/>
        <source>on the failing input %1 the program&apos;s run ended as &quot;%2&quot;, which counts as output %3: the questions are about that outcome as well</source>
        <extracomment>%1 the input, %2 how the run ended (crashed, timed out, ...), %3 the output it counts as</extracomment>
        <translation>bei der fehlschlagenden Eingabe %1 endete der Programmlauf als „%2“, was als Ausgabe %3 zählt: Die Fragen betreffen auch dieses Ergebnis</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="523"/>
        <source>%1; the later answer is ignored</source>
        <extracomment>%1 why learning failed (names the two contradicting tests)</extracomment>
        <translation>%1; die spätere Antwort wird ignoriert</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="488"/>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="531"/>
        <source>%1; keeping the previous oracle</source>
        <extracomment>%1 why learning failed (caps or work limit reached)</extracomment>
        <translation>%1; das bisherige Orakel bleibt</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="668"/>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="677"/>
        <source>%n input(s) tried were left out, as the program printed text that is not one number on them (for input %1 it printed &quot;%2&quot;): nothing was learned about such inputs</source>
        <extracomment>%1 one of those inputs, %2 the text the program printed on it</extracomment>
        <translation>
            <numerusform>%n versuchte Eingabe wurde ausgelassen, da das Programm darauf Text ausgab, der keine einzelne Zahl ist (für die Eingabe %1 gab es &quot;%2&quot; aus): über solche Eingaben wurde nichts gelernt</numerusform>
            <numerusform>%n versuchte Eingaben wurden ausgelassen, da das Programm darauf Text ausgab, der keine einzelne Zahl ist (für die Eingabe %1 gab es &quot;%2&quot; aus): über solche Eingaben wurde nichts gelernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="685"/>
        <source>none of the %n answered input(s) failed: the condition was learned from the failing input you gave alone, so it may miss where else the bug shows and take in inputs that pass; starting again from another failing input, if you know one, would tell more</source>
        <translation>
            <numerusform>die %n beantwortete Eingabe schlug nicht fehl: die Bedingung wurde allein aus der von Ihnen angegebenen fehlschlagenden Eingabe gelernt, kann also verfehlen, wo der Fehler sonst auftritt, und Eingaben einschließen, die bestehen; ein neuer Start von einer anderen fehlschlagenden Eingabe, falls Sie eine kennen, würde mehr zeigen</numerusform>
            <numerusform>keine der %n beantworteten Eingaben schlug fehl: die Bedingung wurde allein aus der von Ihnen angegebenen fehlschlagenden Eingabe gelernt, kann also verfehlen, wo der Fehler sonst auftritt, und Eingaben einschließen, die bestehen; ein neuer Start von einer anderen fehlschlagenden Eingabe, falls Sie eine kennen, würde mehr zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/activeoraclelearner.cpp" line="713"/>
        <source>labelling budget of %n questions used</source>
        <translation>
            <numerusform>Budget von %n Frage aufgebraucht</numerusform>
            <numerusform>Budget von %n Fragen aufgebraucht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="716"/>
        <source>time budget of %1 s used</source>
        <extracomment>%1 seconds</extracomment>
        <translation>Zeitbudget von %1 s aufgebraucht</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="718"/>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="734"/>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../models/oracle/activeoraclelearner.cpp" line="741"/>
        <source>no new inputs found near the failing tests</source>
        <translation>keine neuen Eingaben in der Nähe der fehlschlagenden Tests gefunden</translation>
    </message>
</context>
<context>
    <name>StepWise::AdbDevice</name>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="28"/>
        <source>the attached Android device</source>
        <translation>das angeschlossene Android-Gerät</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="34"/>
        <source>adb was not found in PATH; install the Android platform tools (Debian package &apos;adb&apos;)</source>
        <translation>adb wurde im PATH nicht gefunden; installieren Sie die Android-Plattformwerkzeuge (Debian-Paket &apos;adb&apos;)</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="45"/>
        <source>cannot run %1: %2</source>
        <extracomment>%1 the adb program, %2 why (from the system)</extracomment>
        <translation>%1 kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="52"/>
        <source>adb %1 did not finish within %2 s on %3</source>
        <extracomment>%1 adb&apos;s arguments, %2 seconds, %3 the device&apos;s serial or &quot;the attached Android device&quot;</extracomment>
        <translation>adb %1 wurde nicht innerhalb von %2 s beendet (%3)</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="65"/>
        <source>no Android device attached (%1)</source>
        <extracomment>%1 adb&apos;s own message</extracomment>
        <translation>kein Android-Gerät angeschlossen (%1)</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="68"/>
        <source>adb %1 failed on %2: %3</source>
        <extracomment>%1 adb&apos;s arguments, %2 the device, %3 adb&apos;s own message or &quot;exit code N&quot;</extracomment>
        <translation>adb %1 ist fehlgeschlagen (%2): %3</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="69"/>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="106"/>
        <source>no Android device attached: `adb devices` lists none that is ready (connect one with USB debugging enabled, or start an emulator)</source>
        <translation>kein Android-Gerät angeschlossen: `adb devices` listet keines als bereit (schließen Sie eines mit aktiviertem USB-Debugging an oder starten Sie einen Emulator)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/replay/adbdevice.cpp" line="112"/>
        <source>%n Android devices are attached (%1); choose one by serial</source>
        <extracomment>%1 their serials</extracomment>
        <translation>
            <numerusform>%n Android-Gerät ist angeschlossen (%1); wählen Sie eines über die Seriennummer</numerusform>
            <numerusform>%n Android-Geräte sind angeschlossen (%1); wählen Sie eines über die Seriennummer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="118"/>
        <source>device %1 is not attached or not ready (attached: %2)</source>
        <extracomment>%1 the serial asked for, %2 the serials of the attached devices</extracomment>
        <translation>Gerät %1 ist nicht angeschlossen oder nicht bereit (angeschlossen: %2)</translation>
    </message>
    <message>
        <location filename="../models/replay/adbdevice.cpp" line="140"/>
        <source>screencap on %1 returned no PNG image</source>
        <translation>screencap lieferte kein PNG-Bild (%1)</translation>
    </message>
</context>
<context>
    <name>StepWise::AnalysisWorker</name>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="23"/>
        <source>Opening the model store…</source>
        <translation>Modellspeicher wird geöffnet…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="27"/>
        <source>No model store is configured.</source>
        <translation>Es ist kein Modellspeicher eingerichtet.</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="34"/>
        <location filename="../models/analysis/analysisworker.cpp" line="74"/>
        <location filename="../models/analysis/analysisworker.cpp" line="96"/>
        <source>Idle</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="50"/>
        <source>Loading the model of %1…</source>
        <translation>Modell von %1 wird geladen…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="53"/>
        <source>Cannot load the model of %1: %2</source>
        <translation>Das Modell von %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="78"/>
        <source>No assessor is configured.</source>
        <translation>Es ist keine Bewertung eingerichtet.</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="84"/>
        <source>Assessing the report against %1…</source>
        <translation>Bericht wird anhand von %1 bewertet…</translation>
    </message>
    <message>
        <location filename="../models/analysis/analysisworker.cpp" line="107"/>
        <source>Cannot read the model store: %1</source>
        <translation>Der Modellspeicher kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>StepWise::ArchiveExtractor</name>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="27"/>
        <source>unknown libarchive error</source>
        <translation>unbekannter libarchive-Fehler</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="73"/>
        <location filename="../models/trace/archiveextractor.cpp" line="87"/>
        <source>%1: truncated or corrupt archive: %2</source>
        <translation>%1: abgeschnittenes oder beschädigtes Archiv: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="74"/>
        <source>%1: cannot open as a zip or tar archive: %2</source>
        <translation>%1: lässt sich nicht als Zip- oder Tar-Archiv öffnen: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="93"/>
        <source>%1: more than %2 entries; refusing to unpack (archive bomb guard)</source>
        <translation>%1: mehr als %2 Einträge; wird nicht entpackt (Schutz vor Archivbomben)</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="99"/>
        <source>%1: unsafe entry path &quot;%2&quot; (absolute or with &quot;..&quot;); refusing to unpack</source>
        <translation>%1: unsicherer Eintragspfad „%2“ (absolut oder mit „..“); wird nicht entpackt</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="110"/>
        <source>%1: skipped entry &quot;%2&quot; (not a regular file)</source>
        <translation>%1: Eintrag „%2“ übersprungen (keine reguläre Datei)</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="116"/>
        <location filename="../models/trace/archiveextractor.cpp" line="152"/>
        <source>%1: cannot write %2: %3</source>
        <translation>%1: %2 kann nicht geschrieben werden: %3</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="125"/>
        <source>%1: truncated or corrupt archive at entry &quot;%2&quot;: %3</source>
        <translation>%1: abgeschnittenes oder beschädigtes Archiv bei Eintrag „%2“: %3</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="132"/>
        <source>%1: entry &quot;%2&quot; unpacks to more than %3 MiB, the most a dump, trace or screenshot may hold; refusing</source>
        <translation>%1: Eintrag &quot;%2&quot; wird beim Entpacken größer als %3 MiB, das Maximum für einen Dump, Trace oder Screenshot; abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="139"/>
        <source>%1: unpacks to more than %2 MiB; refusing (archive bomb guard)</source>
        <translation>%1: entpackt mehr als %2 MiB; abgelehnt (Schutz vor Archivbomben)</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="146"/>
        <source>%1: entry &quot;%2&quot; expands more than %3 times; refusing (archive bomb guard)</source>
        <translation>%1: Eintrag „%2“ wird beim Entpacken mehr als %3-mal so groß; abgelehnt (Schutz vor Archivbomben)</translation>
    </message>
    <message>
        <location filename="../models/trace/archiveextractor.cpp" line="159"/>
        <source>%1: the archive is empty</source>
        <translation>%1: das Archiv ist leer</translation>
    </message>
</context>
<context>
    <name>StepWise::BackendConfig</name>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="121"/>
        <source>%1: %n LLM call(s)</source>
        <translation>
            <numerusform>%1: %n LLM-Aufruf</numerusform>
            <numerusform>%1: %n LLM-Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n cached</source>
        <translation>
            <numerusform>, %n aus dem Cache</numerusform>
            <numerusform>, %n aus dem Cache</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="122"/>
        <source>, %n decided offline</source>
        <translation>
            <numerusform>, %n offline entschieden</numerusform>
            <numerusform>, %n offline entschieden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/backendconfig.cpp" line="123"/>
        <source>, %n fallback(s)</source>
        <translation>
            <numerusform>, %n Rückfall auf offline</numerusform>
            <numerusform>, %n Rückfälle auf offline</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="124"/>
        <source>, %1 prompt + %2 completion tokens</source>
        <translation>, %1 Prompt- + %2 Antwort-Tokens</translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="125"/>
        <source>, est. $%1</source>
        <translation>, geschätzt $%1</translation>
    </message>
    <message>
        <location filename="../models/llm/backendconfig.cpp" line="126"/>
        <source>, cost unknown (no price for this model)</source>
        <translation>, Kosten unbekannt (kein Preis für dieses Modell)</translation>
    </message>
</context>
<context>
    <name>StepWise::Cli</name>
    <message>
        <location filename="../models/document/reportinput.cpp" line="58"/>
        <source>%1 is an AstroBR reports file with %2; choose one with --bug ID (bug ids: %3)</source>
        <extracomment>%1 file name, %2 &quot;N reports&quot;, %3 a few bug ids</extracomment>
        <translation>%1 ist eine AstroBR-Berichtsdatei mit %2; wählen Sie einen mit --bug ID (Bug-IDs: %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/document/reportinput.cpp" line="59"/>
        <source>%n report(s)</source>
        <translation>
            <numerusform>%n Bericht</numerusform>
            <numerusform>%n Berichten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="60"/>
        <source>%1 has no report with bug_id %2 (bug ids: %3)</source>
        <translation>%1 enthält keinen Bericht mit bug_id %2 (Bug-IDs: %3)</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="141"/>
        <source>%1 contains NUL bytes (line %2), so it is not text; give the report as plain text (UTF-8), a .stepwise document or a quality report exported as JSON</source>
        <translation>%1 enthält NUL-Bytes (Zeile %2) und ist daher kein Text; geben Sie den Bericht als reinen Text (UTF-8), als .stepwise-Dokument oder als JSON-exportierten Qualitätsbericht an</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="89"/>
        <source>give the report as plain text, a .stepwise document (schema &quot;stepwise.document/1&quot;) or a quality report exported as JSON (schema &quot;%1&quot;)</source>
        <translation>geben Sie den Bericht als reinen Text, als .stepwise-Dokument (Schema &quot;stepwise.document/1&quot;) oder als JSON-exportierten Qualitätsbericht (Schema &quot;%1&quot;) an</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="88"/>
        <source>give the report as plain text or a .stepwise document (schema &quot;stepwise.document/1&quot;)</source>
        <translation>geben Sie den Bericht als reinen Text oder als .stepwise-Dokument (Schema &quot;stepwise.document/1&quot;) an</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="101"/>
        <source>%1 does not exist (is the path right?)</source>
        <extracomment>%1 the report&apos;s path</extracomment>
        <translation>%1 existiert nicht (stimmt der Pfad?)</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="105"/>
        <source>%1 is a folder, but a report is a file; %2</source>
        <extracomment>%1 the path given as the report, %2 what is accepted, e.g. &quot;give the report as plain text or a .stepwise document&quot;</extracomment>
        <translation>%1 ist ein Ordner, ein Bericht ist aber eine Datei; %2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="111"/>
        <source>%1 is %2 bytes, more than the %3 MiB (%4 bytes) a report may be; not read</source>
        <extracomment>%1 the report&apos;s path, %2 its size in bytes, %3 the limit in MiB, %4 the limit in bytes</extracomment>
        <translation>%1 ist %2 Bytes groß, mehr als die %3 MiB (%4 Bytes), die ein Bericht haben darf; nicht gelesen</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="118"/>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the report&apos;s path, %2 the system&apos;s reason, e.g. &quot;Permission denied&quot;</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="136"/>
        <source>%1 looks like UTF-16 text without a byte-order mark (every other byte is NUL); save it as UTF-8</source>
        <translation>%1 sieht nach UTF-16-Text ohne Byte-Order-Mark aus (jedes zweite Byte ist NUL); speichern Sie ihn als UTF-8</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="146"/>
        <source>%1 contains NUL bytes (line %2), so it is not text; give the report as plain text (UTF-8) or a .stepwise document</source>
        <translation>%1 enthält NUL-Bytes (Zeile %2) und ist daher kein Text; geben Sie den Bericht als reinen Text (UTF-8) oder als .stepwise-Dokument an</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="158"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is not one, so leave --bug out</source>
        <translation>--bug wählt einen Bericht aus einer AstroBR-Berichtsdatei (einem JSON-Array wie reports/test_set.json); %1 ist keine, also lassen Sie --bug weg</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="179"/>
        <source>%1 is not valid JSON (%2); %3</source>
        <extracomment>%1 file name, %2 where and what the JSON error is (always English), %3 what is expected instead</extracomment>
        <translation>%1 ist kein gültiges JSON (%2); %3</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="182"/>
        <source>%1 is not valid JSON (%2); --bug needs an AstroBR reports file, a JSON array of reports such as reports/test_set.json</source>
        <extracomment>%1 file name, %2 where and what the JSON error is (always English)</extracomment>
        <translation>%1 ist kein gültiges JSON (%2); --bug braucht eine AstroBR-Berichtsdatei, ein JSON-Array von Berichten wie reports/test_set.json</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="197"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is an empty array, with no report to pick</source>
        <translation>--bug wählt einen Bericht aus einer AstroBR-Berichtsdatei (einem JSON-Array wie reports/test_set.json); %1 ist ein leeres Array ohne Bericht zum Auswählen</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="200"/>
        <source>--bug picks a report from an AstroBR reports file (a JSON array such as reports/test_set.json); %1 is not one</source>
        <translation>--bug wählt einen Bericht aus einer AstroBR-Berichtsdatei (einem JSON-Array wie reports/test_set.json); %1 ist keine</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="219"/>
        <source>%1 is a quality report exported by StepWise; open the report text or the .stepwise document it was made from.</source>
        <translation>%1 ist ein von StepWise exportierter Qualitätsbericht; öffnen Sie den Berichtstext oder das .stepwise-Dokument, aus dem er entstand.</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="233"/>
        <source>%1 is a JSON array, not a bug report; %2</source>
        <translation>%1 ist ein JSON-Array, kein Fehlerbericht; %2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="235"/>
        <source>%1 is JSON but has no &quot;schema&quot; field, so it is not a bug report; %2</source>
        <translation>%1 ist JSON, hat aber kein Feld &quot;schema&quot; und ist daher kein Fehlerbericht; %2</translation>
    </message>
    <message>
        <location filename="../models/document/reportinput.cpp" line="237"/>
        <source>%1 is JSON with schema &quot;%2&quot;, not a bug report; %3</source>
        <translation>%1 ist JSON mit dem Schema &quot;%2&quot;, kein Fehlerbericht; %3</translation>
    </message>
</context>
<context>
    <name>StepWise::ConditionWords</name>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="28"/>
        <source>fails when %1</source>
        <extracomment>%1 the alternatives of a failure condition, e.g. &quot;a = b, or c &gt; 2&quot;</extracomment>
        <translation>schlägt fehl, wenn %1</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="30"/>
        <source>, or </source>
        <extracomment>joins the alternatives of a failure condition: &quot;a = b, or c &gt; 2&quot;</extracomment>
        <translation>, oder </translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="31"/>
        <source>never fails</source>
        <translation>schlägt nie fehl</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="32"/>
        <source>always fails</source>
        <translation>schlägt immer fehl</translation>
    </message>
</context>
<context>
    <name>StepWise::Demo</name>
    <message>
        <location filename="../app/demomodel.cpp" line="33"/>
        <source>Cannot read the embedded demo file %1: %2</source>
        <translation>Die eingebettete Demo-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/demomodel.cpp" line="246"/>
        <source>Cannot read the embedded demo model %1: %2</source>
        <translation>Das eingebettete Demo-Modell %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::DeviceProfile</name>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="29"/>
        <source>&apos;%1&apos; is not a device profile; expected WIDTHxHEIGHT[@DPI][:portrait|landscape]</source>
        <extracomment>%1 what was entered; portrait and landscape are typed as they are</extracomment>
        <translation>&apos;%1&apos; ist kein Geräteprofil; erwartet: BREITExHÖHE[@DPI][:portrait|landscape]</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="46"/>
        <source>unknown orientation &apos;%1&apos; in &apos;%2&apos;; use portrait or landscape</source>
        <extracomment>keep &quot;portrait&quot; and &quot;landscape&quot;: they are the words to type</extracomment>
        <translation>unbekannte Ausrichtung &apos;%1&apos; in &apos;%2&apos;; verwenden Sie portrait oder landscape</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="50"/>
        <source>&apos;%1&apos; is not a plausible screen: width and height must be 1 to 20000 px and the density 1 to 2000 dpi</source>
        <translation>&apos;%1&apos; ist kein plausibler Bildschirm: Breite und Höhe müssen 1 bis 20000 px betragen, die Dichte 1 bis 2000 dpi</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="69"/>
        <source>Phone (1080×2400, 420 dpi)</source>
        <translation>Smartphone (1080×2400, 420 dpi)</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="71"/>
        <source>Phone, landscape (2400×1080, 420 dpi)</source>
        <translation>Smartphone, Querformat (2400×1080, 420 dpi)</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="73"/>
        <source>Small phone (720×1280, 320 dpi)</source>
        <translation>Kleines Smartphone (720×1280, 320 dpi)</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="75"/>
        <source>Tablet, portrait (Pixel C, 1800×2560, 320 dpi)</source>
        <translation>Tablet, Hochformat (Pixel C, 1800×2560, 320 dpi)</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="77"/>
        <source>Tablet, landscape (Pixel C, 2560×1800, 320 dpi)</source>
        <translation>Tablet, Querformat (Pixel C, 2560×1800, 320 dpi)</translation>
    </message>
    <message>
        <location filename="../models/replay/deviceprofile.cpp" line="103"/>
        <source> (or give one of the presets %1)</source>
        <extracomment>appended to a parse error; %1 the preset names (phone, tablet, ...), typed as they are</extracomment>
        <translation> (oder geben Sie eine der Vorgaben %1 an)</translation>
    </message>
</context>
<context>
    <name>StepWise::DocumentController</name>
    <message>
        <location filename="../app/documentcontroller.cpp" line="49"/>
        <source>Cannot open the report</source>
        <translation>Der Bericht kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="57"/>
        <source>Parts of the report were left out</source>
        <translation>Teile des Berichts wurden ausgelassen</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="65"/>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="71"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="79"/>
        <source>Save report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="79"/>
        <source>StepWise reports (*.stepwise)</source>
        <translation>StepWise-Berichte (*.stepwise)</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="90"/>
        <source>Save the report before opening another one?</source>
        <translation>Den Bericht speichern, bevor ein anderer geöffnet wird?</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="92"/>
        <source>Open report</source>
        <translation>Bericht öffnen</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="93"/>
        <source>Reports (*.stepwise *.txt *.md *.json);;All files (*)</source>
        <translation>Berichte (*.stepwise *.txt *.md *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="100"/>
        <source>Save the report before starting a new one?</source>
        <translation>Den Bericht speichern, bevor ein neuer begonnen wird?</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="112"/>
        <source>Unsaved report</source>
        <translation>Ungespeicherter Bericht</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="137"/>
        <source>The draft could not be saved</source>
        <translation>Der Entwurf konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="149"/>
        <source>A draft left by an earlier session cannot be read and stays where it is: %1</source>
        <translation>Ein Entwurf aus einer früheren Sitzung kann nicht gelesen werden und bleibt, wo er ist: %1</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="151"/>
        <source>Draft not restored</source>
        <translation>Entwurf nicht wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../app/documentcontroller.cpp" line="174"/>
        <source>Draft restored.</source>
        <translation>Entwurf wiederhergestellt.</translation>
    </message>
</context>
<context>
    <name>StepWise::DraftStore</name>
    <message>
        <location filename="../app/draftstore.cpp" line="69"/>
        <source>Cannot save the draft %1: %2</source>
        <translation>Der Entwurf %1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::DumpSequenceReader</name>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="146"/>
        <source>%1: no uiautomator dump (*.xml) in this folder</source>
        <translation>%1: kein uiautomator-Dump (*.xml) in diesem Ordner</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="152"/>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="165"/>
        <source>%1: its dumps and screenshots hold %2 MiB, more than the %3 MiB one recording may hold; not read</source>
        <translation>%1: die zugehörigen Dumps und Screenshots umfassen %2 MiB, mehr als die %3 MiB, die eine Aufzeichnung umfassen darf; nicht gelesen</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="217"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Screenshot; übersprungen</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="225"/>
        <source>%1: no screenshot %2.png beside it; a wireframe stands in</source>
        <translation>%1: kein Bildschirmfoto %2.png daneben; ein Drahtgitter ersetzt es</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="227"/>
        <source>%1: %2 dumps have no screenshot of the same name (first: %3); wireframes stand in</source>
        <translation>%1: %2 Dumps haben kein gleichnamiges Bildschirmfoto (erstes: %3); Drahtgitter ersetzen sie</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="263"/>
        <source>%1: %2 left out: the model starts at %3, which nothing leads to (the app&apos;s start is unknown)</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 the first screen kept (a file name without .xml)</extracomment>
        <translation>%1: %2 ausgelassen: das Modell beginnt bei %3, zu dem nichts hinführt (der Start der App ist unbekannt)</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="267"/>
        <source>%1: %2 left out: the model ends at %3</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 the last screen kept</extracomment>
        <translation>%1: %2 ausgelassen: das Modell endet bei %3</translation>
    </message>
    <message>
        <location filename="../models/trace/dumpsequencereader.cpp" line="270"/>
        <source>%1: %2 left out: the model has no transition from %3 to %4, as what happened between them is unknown</source>
        <extracomment>%1 the folder of dumps, %2 the dump file left out, %3 and %4 the screens kept around it</extracomment>
        <translation>%1: %2 ausgelassen: das Modell hat keinen Übergang von %3 nach %4, da unbekannt ist, was dazwischen geschah</translation>
    </message>
</context>
<context>
    <name>StepWise::Engine</name>
    <message>
        <location filename="../app/enginefactory.cpp" line="97"/>
        <source>The LLM backend cannot be used (%1); the offline analyzer is used instead.</source>
        <translation>Das LLM-Backend kann nicht verwendet werden (%1); stattdessen wird die Offline-Analyse verwendet.</translation>
    </message>
</context>
<context>
    <name>StepWise::ExportController</name>
    <message>
        <location filename="../app/exportcontroller.cpp" line="51"/>
        <source>Nothing to export yet: no analysis result.</source>
        <translation>Noch nichts zu exportieren: kein Analyseergebnis.</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="60"/>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="61"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="65"/>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="85"/>
        <source>Export quality report</source>
        <translation>Qualitätsbericht exportieren</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="86"/>
        <source>Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation>Markdown (*.md);;HTML (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="103"/>
        <source>Markdown copied to the clipboard.</source>
        <translation>Markdown in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="110"/>
        <source>New issue</source>
        <translation>Neues Issue</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="111"/>
        <source>GitHub repository URL (https://github.com/OWNER/REPO):</source>
        <translation>URL des GitHub-Repositorys (https://github.com/OWNER/REPO):</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="112"/>
        <source>GitLab project URL (https://gitlab.com/GROUP/PROJECT):</source>
        <translation>URL des GitLab-Projekts (https://gitlab.com/GROUP/PROJECT):</translation>
    </message>
    <message>
        <location filename="../app/exportcontroller.cpp" line="130"/>
        <source>The report is too long for a link: it is on the clipboard, paste it into the issue.</source>
        <translation>Der Bericht ist zu lang für einen Link: Er liegt in der Zwischenablage, fügen Sie ihn in das Issue ein.</translation>
    </message>
</context>
<context>
    <name>StepWise::FeatureNames</name>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="64"/>
        <source>%1 given, but the failing input has %2; give one name per input, optionally followed by the output&apos;s.</source>
        <extracomment>%1 the number of names typed, %2 &quot;%n input(s)&quot; of the failing input</extracomment>
        <translation>%1 angegeben, aber die fehlschlagende Eingabe hat %2; geben Sie einen Namen je Eingabe an, optional gefolgt vom Namen der Ausgabe.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/oracle/oracleformula.cpp" line="67"/>
        <source>%n input(s)</source>
        <translation>
            <numerusform>%n Eingabe</numerusform>
            <numerusform>%n Eingaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="78"/>
        <source>name %1 is empty.</source>
        <extracomment>%1 the position of the name in the list, from 1</extracomment>
        <translation>Name %1 ist leer.</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="79"/>
        <source>&quot;%1&quot; is not a name (letters, digits and _, starting with a letter).</source>
        <translation>„%1“ ist kein Name (Buchstaben, Ziffern und _, beginnend mit einem Buchstaben).</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="85"/>
        <source>&quot;%1&quot; is the output&apos;s name already; name the inputs differently or name the output too.</source>
        <translation>„%1“ ist bereits der Name der Ausgabe; benennen Sie die Eingaben anders oder geben Sie auch der Ausgabe einen Namen.</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracleformula.cpp" line="88"/>
        <source>&quot;%1&quot; is given twice.</source>
        <translation>„%1“ ist doppelt angegeben.</translation>
    </message>
</context>
<context>
    <name>StepWise::GraphDumpModelReader</name>
    <message>
        <location filename="../models/trace/graphdumpmodelreader.cpp" line="18"/>
        <source>graph dump (*-graph.txt)</source>
        <translation>Graph-Dump (*-graph.txt)</translation>
    </message>
</context>
<context>
    <name>StepWise::GraphDumpReader</name>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="106"/>
        <source>transition entry does not start with &apos;&lt;id&gt;: (s:&apos;</source>
        <translation>Übergangseintrag beginnt nicht mit &apos;&lt;id&gt;: (s:&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="108"/>
        <source>transition id &apos;%1&apos; is not an id ([0-9A-Za-z_-]+)</source>
        <translation>Übergangs-ID &apos;%1&apos; ist keine ID ([0-9A-Za-z_-]+)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="114"/>
        <source>transition entry has no target state</source>
        <translation>Übergangseintrag hat keinen Zielzustand</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="116"/>
        <source>transition %1 has a malformed source or target state id</source>
        <translation>Übergang %1 hat eine fehlerhafte Quell- oder Zielzustands-ID</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="125"/>
        <source>transition %1 has no &apos;] weight=… ds=… sc=… ex=…&apos; tail (truncated entry?)</source>
        <translation>Übergang %1 hat keinen Schluss &apos;] weight=… ds=… sc=… ex=…&apos; (Eintrag abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="135"/>
        <source>state entry does not start with &apos;&lt;id&gt;, &apos;</source>
        <translation>Zustandseintrag beginnt nicht mit &apos;&lt;id&gt;, &apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="140"/>
        <source>state %1 has no &apos;, &lt;TR|CS|null&gt;, (&apos; after its name</source>
        <translation>Zustand %1 hat kein &apos;, &lt;TR|CS|null&gt;, (&apos; nach seinem Namen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="155"/>
        <source>state %1 has neither &apos;(null)&apos; nor a dynGuiComponents list</source>
        <translation>Zustand %1 hat weder &apos;(null)&apos; noch eine dynGuiComponents-Liste</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="165"/>
        <source>state %1 has no &apos; - &lt;screenshot&gt;&apos; after its GUI signature (truncated entry?)</source>
        <translation>Zustand %1 hat kein &apos; - &lt;screenshot&gt;&apos; nach seiner GUI-Signatur (Eintrag abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="175"/>
        <location filename="../models/graph/graphdumpreader.cpp" line="357"/>
        <source>%1:%2: %3</source>
        <extracomment>%1 file, %2 line, %3 what is wrong there</extracomment>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="188"/>
        <source>transition %1: tail is not &apos;weight=… ds=… sc=… ex=…&apos; (truncated entry?)</source>
        <translation>Übergang %1: Schluss ist nicht &apos;weight=… ds=… sc=… ex=…&apos; (Eintrag abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="192"/>
        <source>transition %1: weight &apos;%2&apos; is not a number</source>
        <translation>Übergang %1: Gewicht &apos;%2&apos; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="196"/>
        <source>transition %1: ds=%2 is neither TR nor CS</source>
        <translation>Übergang %1: ds=%2 ist weder TR noch CS</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="200"/>
        <source>transition %1: ex=&apos;%2&apos; is not a number</source>
        <translation>Übergang %1: ex=&apos;%2&apos; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="212"/>
        <source>transition %1: expected &apos;%2&apos;</source>
        <translation>Übergang %1: &apos;%2&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="216"/>
        <source>transition %1: expected &apos;%2&apos; after &apos;%3&apos;</source>
        <translation>Übergang %1: &apos;%2&apos; nach &apos;%3&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="231"/>
        <source>transition %1: action code &apos;%2&apos; is not a number</source>
        <translation>Übergang %1: Aktionscode &apos;%2&apos; ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="233"/>
        <source>transition %1: ex/sq are not numbers</source>
        <translation>Übergang %1: ex/sq sind keine Zahlen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="245"/>
        <source>transition %1: expected &apos;, txt=…, exp=…, tr=…&apos; after the component</source>
        <translation>Übergang %1: &apos;, txt=…, exp=…, tr=…&apos; nach der Komponente erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="257"/>
        <source>transition %1: component is neither &apos;null&apos; nor &apos;[, ty=…]&apos;</source>
        <translation>Übergang %1: Komponente ist weder &apos;null&apos; noch &apos;[, ty=…]&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="263"/>
        <source>transition %1: component lacks idx=, idnx= or tx=</source>
        <translation>Übergang %1: der Komponente fehlt idx=, idnx= oder tx=</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="272"/>
        <source>transition %1: component has no &apos;x=…, y=…, h=…, w=…&apos; geometry</source>
        <translation>Übergang %1: Komponente hat keine Geometrie &apos;x=…, y=…, h=…, w=…&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="277"/>
        <source>transition %1: idnx is not a number</source>
        <translation>Übergang %1: idnx ist keine Zahl</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="298"/>
        <source>state %1: expected &apos;comp{id=&apos; or the end of dynGuiComponents</source>
        <translation>Zustand %1: &apos;comp{id=&apos; oder das Ende von dynGuiComponents erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="306"/>
        <source>state %1: component value not terminated by &quot;%2&quot; (truncated entry?)</source>
        <translation>Zustand %1: Komponentenwert nicht durch &quot;%2&quot; abgeschlossen (Eintrag abgeschnitten?)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="323"/>
        <source>state %1: expected &apos;: &lt;GUI signature&gt;&apos; after the components</source>
        <translation>Zustand %1: &apos;: &lt;GUI-Signatur&gt;&apos; nach den Komponenten erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="568"/>
        <source>%1: cannot read the graph dump: %2</source>
        <translation>%1: der Graph-Dump kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="569"/>
        <source>no such file</source>
        <translation>Datei existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="581"/>
        <source>%1: larger than %2 MiB, the most a graph dump may hold; not read</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Graph-Dump; nicht gelesen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="606"/>
        <source>state %1 has no screenshot (%2 not found)</source>
        <translation>Zustand %1 hat kein Bildschirmfoto (%2 nicht gefunden)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="610"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="615"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Screenshot; übersprungen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="622"/>
        <source>%1: not a PNG image, skipped</source>
        <translation>%1: kein PNG-Bild, übersprungen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="357"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="368"/>
        <source>file is empty, not a graph dump</source>
        <translation>Datei ist leer, kein Graph-Dump</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="374"/>
        <source>not valid UTF-8 text: it is %1 (it starts with that byte-order mark); save it as UTF-8</source>
        <translation>kein gültiger UTF-8-Text: es ist %1 (die Datei beginnt mit dieser Byte-Order-Mark); speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="380"/>
        <source>not valid UTF-8 text: it holds NUL bytes (UTF-16 without a byte-order mark, or binary); save it as UTF-8</source>
        <translation>kein gültiger UTF-8-Text: er enthält NUL-Bytes (UTF-16 ohne Byte-Order-Mark oder binär); speichern Sie ihn als UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="385"/>
        <source>not valid UTF-8 text (nor UTF-16); save it as UTF-8</source>
        <translation>kein gültiger UTF-8-Text (und kein UTF-16); speichern Sie ihn als UTF-8</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="424"/>
        <source>not a graph dump: expected &apos;Transitions (&lt;count&gt;):&apos;</source>
        <translation>kein Graph-Dump: &apos;Transitions (&lt;count&gt;):&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="438"/>
        <source>malformed header, expected &apos;States (&lt;count&gt;):&apos;</source>
        <translation>fehlerhafte Überschrift, &apos;States (&lt;count&gt;):&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="461"/>
        <source>expected a transition entry &apos;&lt;id&gt;: (s:&lt;source&gt;,t:&lt;target&gt;): [...]&apos;</source>
        <translation>Übergangseintrag &apos;&lt;id&gt;: (s:&lt;source&gt;,t:&lt;target&gt;): [...]&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="462"/>
        <source>expected a state entry &apos;&lt;id&gt;, &lt;name&gt;, &lt;TR|CS|null&gt;, (...)&apos;</source>
        <translation>Zustandseintrag &apos;&lt;id&gt;, &lt;name&gt;, &lt;TR|CS|null&gt;, (...)&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="466"/>
        <source>not a graph dump: no &apos;Transitions (&lt;count&gt;):&apos; header</source>
        <translation>kein Graph-Dump: keine Überschrift &apos;Transitions (&lt;count&gt;):&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="468"/>
        <source>truncated file: no &apos;States (&lt;count&gt;):&apos; section</source>
        <translation>abgeschnittene Datei: kein Abschnitt &apos;States (&lt;count&gt;):&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="491"/>
        <source>state %1 is listed twice (first at line %2)</source>
        <translation>Zustand %1 ist doppelt aufgeführt (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="511"/>
        <source>; the file looks truncated: its header (line %1) declares %2 states, found %3</source>
        <translation>; die Datei wirkt abgeschnitten: ihre Überschrift (Zeile %1) kündigt %2 Zustände an, gefunden: %3</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="527"/>
        <source>transition %1 is listed twice (first at line %2)</source>
        <translation>Übergang %1 ist doppelt aufgeführt (zuerst in Zeile %2)</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="530"/>
        <source>transition %1 starts at unknown state %2</source>
        <translation>Übergang %1 beginnt bei unbekanntem Zustand %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="533"/>
        <source>transition %1 leads to unknown state %2</source>
        <translation>Übergang %1 führt zu unbekanntem Zustand %2</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="657"/>
        <source>header announces %1 transitions but %2 follow</source>
        <translation>Überschrift kündigt %1 Übergänge an, aber %2 folgen</translation>
    </message>
    <message>
        <location filename="../models/graph/graphdumpreader.cpp" line="662"/>
        <source>header announces %1 states but %2 follow (truncated file?)</source>
        <translation>Überschrift kündigt %1 Zustände an, aber %2 folgen (Datei abgeschnitten?)</translation>
    </message>
</context>
<context>
    <name>StepWise::ImportController</name>
    <message>
        <location filename="../app/importcontroller.cpp" line="32"/>
        <source>Cancel import</source>
        <translation>Import abbrechen</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="54"/>
        <source>Stop the import (Esc); models already stored are kept</source>
        <translation>Import anhalten (Esc); bereits gespeicherte Modelle bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="95"/>
        <source>An import is already running.</source>
        <translation>Es läuft bereits ein Import.</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="102"/>
        <location filename="../app/importcontroller.cpp" line="116"/>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="121"/>
        <source>Open execution model (a *-graph.txt file, a trace or dump, or an archive)</source>
        <translation>Ausführungsmodell öffnen (eine *-graph.txt-Datei, ein Trace oder Dump oder ein Archiv)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="124"/>
        <source>Models and recordings (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)</source>
        <translation>Modelle und Aufzeichnungen (*-graph.txt *.xml *.json *.zip *.tar *.tar.gz *.tgz *.tar.bz2 *.tar.xz)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="125"/>
        <source>Graph dumps (*-graph.txt)</source>
        <translation>Graph-Dumps (*-graph.txt)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="125"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/importcontroller.cpp" line="135"/>
        <source>Open execution model folder (graph dumps, a trace or a sequence of dumps)</source>
        <translation>Ordner eines Ausführungsmodells öffnen (Graph-Dumps, ein Trace oder eine Folge von Dumps)</translation>
    </message>
</context>
<context>
    <name>StepWise::InputVector</name>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="203"/>
        <source>&quot;%1&quot; is not a whole number; separate the numbers with spaces: &quot;%2&quot;.</source>
        <extracomment>%1 the word typed, %2 the whole input rewritten with spaces</extracomment>
        <translation>„%1“ ist keine ganze Zahl; trennen Sie die Zahlen durch Leerzeichen: „%2“.</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="207"/>
        <source>a number has more than %1 digits.</source>
        <extracomment>%1 the number of digits allowed</extracomment>
        <translation>eine Zahl hat mehr als %1 Ziffern.</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="210"/>
        <source>&quot;%1&quot; is not a whole number; the input is whole numbers separated by spaces.</source>
        <extracomment>%1 the word typed</extracomment>
        <translation>„%1“ ist keine ganze Zahl; die Eingabe besteht aus ganzen Zahlen, getrennt durch Leerzeichen.</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="215"/>
        <source>the input has no numbers.</source>
        <translation>die Eingabe enthält keine Zahlen.</translation>
    </message>
</context>
<context>
    <name>StepWise::Language</name>
    <message>
        <location filename="../app/language.cpp" line="84"/>
        <source>Unknown language “%1”; choose one of %2.</source>
        <translation>Unbekannte Sprache „%1“; wählen Sie eine von %2.</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="111"/>
        <source>Cannot load the translation %1.</source>
        <translation>Die Übersetzung %1 kann nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="129"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="143"/>
        <source>The language changes when StepWise is started again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von StepWise.</translation>
    </message>
    <message>
        <location filename="../app/language.cpp" line="146"/>
        <source>&amp;System default (%1)</source>
        <translation>&amp;Systemvorgabe (%1)</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmBackend</name>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="82"/>
        <source>%1 (%2 did not answer)</source>
        <extracomment>%1 the offline analyzer&apos;s name (&quot;offline&quot;), %2 the LLM backend&apos;s (&quot;llm:gpt-4o&quot;)</extracomment>
        <translation>%1 (%2 hat nicht geantwortet)</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="111"/>
        <source>; used the offline analyzer (%1) instead.</source>
        <translation>; stattdessen wurde die Offline-Analyse (%1) verwendet.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="108"/>
        <source>; no offline analyzer is configured, so this step has no result.</source>
        <translation>; es ist keine Offline-Analyse eingerichtet, daher hat dieser Schritt kein Ergebnis.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="110"/>
        <source>; used the offline analyzer instead.</source>
        <translation>; stattdessen wurde die Offline-Analyse verwendet.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="138"/>
        <source>%1 and %2</source>
        <extracomment>two tasks of the LLM backend, e.g. &quot;S2R identification and S2R extraction&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="141"/>
        <source>%1, %2 and %n more task(s)</source>
        <extracomment>%1, %2 the first two tasks of the LLM backend, %n how many more failed for the same reason</extracomment>
        <translation>
            <numerusform>%1, %2 und %n weitere Aufgabe</numerusform>
            <numerusform>%1, %2 und %n weitere Aufgaben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="221"/>
        <source>the LLM answer stayed invalid after one repair (%1)</source>
        <translation>die LLM-Antwort blieb auch nach einer Reparatur ungültig (%1)</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="268"/>
        <source>S2R identification</source>
        <translation>Erkennung der Reproduktionsschritte</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="300"/>
        <source>S2R extraction</source>
        <translation>Extraktion der Reproduktionsschritte</translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="389"/>
        <source>Step mapping</source>
        <translation>Schrittzuordnung</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/llm/llmbackend.cpp" line="390"/>
        <source>the budget of %n LLM call(s) per report is spent</source>
        <translation>
            <numerusform>das Budget von %n LLM-Aufruf pro Bericht ist aufgebraucht</numerusform>
            <numerusform>das Budget von %n LLM-Aufrufen pro Bericht ist aufgebraucht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/llm/llmbackend.cpp" line="432"/>
        <location filename="../models/llm/llmbackend.cpp" line="445"/>
        <source>Step mapping (%1)</source>
        <translation>Schrittzuordnung (%1)</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmCache</name>
    <message>
        <location filename="../models/llm/llmcache.cpp" line="59"/>
        <source>Cannot open the LLM cache %1: %2</source>
        <translation>Der LLM-Cache %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmcache.cpp" line="67"/>
        <source>Cannot prepare the LLM cache %1: %2</source>
        <translation>Der LLM-Cache %1 kann nicht vorbereitet werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmCall</name>
    <message>
        <location filename="../models/llm/llmcall.cpp" line="61"/>
        <source>The LLM request was canceled.</source>
        <translation>Die LLM-Anfrage wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmClient</name>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="367"/>
        <source>The LLM endpoint %1 sent nothing for %2 ms.</source>
        <translation>Der LLM-Endpunkt %1 hat %2 ms lang nichts gesendet.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="380"/>
        <source>The LLM endpoint %1 refused the request (HTTP 429): %2</source>
        <translation>Der LLM-Endpunkt %1 hat die Anfrage abgewiesen (HTTP 429): %2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="390"/>
        <source>The LLM endpoint %1 failed (HTTP %2): %3</source>
        <translation>Beim LLM-Endpunkt %1 ist ein Fehler aufgetreten (HTTP %2): %3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="399"/>
        <source>The LLM endpoint %1 rejected the request (HTTP %2): %3</source>
        <translation>Der LLM-Endpunkt %1 hat die Anfrage zurückgewiesen (HTTP %2): %3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="203"/>
        <location filename="../models/llm/llmtransport.cpp" line="408"/>
        <source>Could not talk to the LLM endpoint %1: %2</source>
        <translation>Keine Verbindung zum LLM-Endpunkt %1: %2</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="202"/>
        <source>The LLM endpoint %1 was not contacted: %2.</source>
        <translation>Der LLM-Endpunkt %1 wurde nicht kontaktiert: %2.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="268"/>
        <source>The LLM endpoint %1 sent an answer larger than %2; it was not read.</source>
        <extracomment>%1 the endpoint, %2 a size limit such as &quot;16 MiB&quot;</extracomment>
        <translation>Der LLM-Endpunkt %1 hat eine Antwort größer als %2 gesendet; sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="281"/>
        <source>The LLM endpoint %1 did not finish answering within %2 ms.</source>
        <translation>Der LLM-Endpunkt %1 hat seine Antwort nicht innerhalb von %2 ms abgeschlossen.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="295"/>
        <source>The LLM endpoint %1 redirected to %2, which was not followed: %3.</source>
        <extracomment>%1 the endpoint, %2 the redirect&apos;s target URL, %3 why it was not followed</extracomment>
        <translation>Der LLM-Endpunkt %1 hat auf %2 umgeleitet; der Umleitung wurde nicht gefolgt: %3.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="302"/>
        <source>The LLM endpoint %1 redirected more than %2 times (last to %3).</source>
        <translation>Der LLM-Endpunkt %1 hat mehr als %2 Mal umgeleitet (zuletzt auf %3).</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="313"/>
        <source>The LLM endpoint %1 answered HTTP %2, moved to %3; a request moved so would arrive without its body: set the LLM base URL to the new address.</source>
        <extracomment>%1 the endpoint, %2 an HTTP status, %3 the URL it points to</extracomment>
        <translation>Der LLM-Endpunkt %1 hat mit HTTP %2 geantwortet, verschoben nach %3; eine so umgeleitete Anfrage käme ohne ihren Inhalt an: Setzen Sie die LLM-Basis-URL auf die neue Adresse.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="418"/>
        <source>The LLM endpoint %1 closed the connection after %2 of %3 bytes of its answer.</source>
        <translation>Der LLM-Endpunkt %1 hat die Verbindung nach %2 von %3 Bytes seiner Antwort geschlossen.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="439"/>
        <source>The LLM endpoint %1 answered with invalid JSON at byte %2: %3</source>
        <translation>Der LLM-Endpunkt %1 hat mit ungültigem JSON geantwortet (Byte %2): %3</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="443"/>
        <source>The LLM endpoint %1 answered without choices[0].message.content.</source>
        <translation>Der LLM-Endpunkt %1 hat ohne choices[0].message.content geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmtransport.cpp" line="464"/>
        <source>The LLM answer from %1 was cut off at %2 tokens.</source>
        <translation>Die LLM-Antwort von %1 wurde nach %2 Tokens abgeschnitten.</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmEndpoint</name>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="196"/>
        <source>the target %1 is not an http or https URL</source>
        <translation>das Ziel %1 ist keine http- oder https-URL</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="200"/>
        <source>the target %1 is not encrypted (https to http)</source>
        <translation>das Ziel %1 ist nicht verschlüsselt (https zu http)</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="204"/>
        <source>local-only mode is on and %1 is not on this computer</source>
        <translation>der Nur-lokal-Modus ist aktiv und %1 befindet sich nicht auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="215"/>
        <source>%1 did not resolve to any address</source>
        <translation>%1 ließ sich zu keiner Adresse auflösen</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="222"/>
        <source>local-only mode is on and %1 resolves to %2, which is not on this computer</source>
        <extracomment>%1 a host name, %2 an IP address</extracomment>
        <translation>der Nur-lokal-Modus ist aktiv und %1 wird zu %2 aufgelöst; diese Adresse befindet sich nicht auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="235"/>
        <source>The LLM base URL &quot;%1&quot; is not a valid URL.</source>
        <translation>Die LLM-Basis-URL „%1“ ist keine gültige URL.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="237"/>
        <source>The LLM base URL &quot;%1&quot; must start with http:// or https://.</source>
        <translation>Die LLM-Basis-URL „%1“ muss mit http:// oder https:// beginnen.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="239"/>
        <source>No Azure OpenAI deployment name is set.</source>
        <translation>Es ist kein Azure-OpenAI-Deployment-Name festgelegt.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="240"/>
        <source>No LLM model name is set.</source>
        <translation>Es ist kein LLM-Modellname festgelegt.</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="243"/>
        <source>Azure OpenAI needs an api-version (e.g. 2024-06-01).</source>
        <translation>Azure OpenAI benötigt eine api-version (z. B. 2024-06-01).</translation>
    </message>
    <message>
        <location filename="../models/llm/llmendpoint.cpp" line="245"/>
        <source>Local-only mode is on, so the non-local endpoint %1 was not contacted.</source>
        <translation>Der Nur-lokal-Modus ist aktiv, daher wurde der nicht lokale Endpunkt %1 nicht kontaktiert.</translation>
    </message>
</context>
<context>
    <name>StepWise::LlmSettingsDialog</name>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="33"/>
        <source>API version:</source>
        <translation>API-Version:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="38"/>
        <source>Ask for a JSON object (response_format)</source>
        <translation>Ein JSON-Objekt anfordern (response_format)</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="39"/>
        <source>Local only: refuse endpoints that are not on this computer</source>
        <translation>Nur lokal: Endpunkte ablehnen, die nicht auf diesem Computer laufen</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="40"/>
        <source>Replace e-mail addresses, phone numbers, keys and device ids before sending</source>
        <translation>E-Mail-Adressen, Telefonnummern, Schlüssel und Geräte-IDs vor dem Senden ersetzen</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="44"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="49"/>
        <source>Language Backend</source>
        <translation>Sprach-Backend</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="50"/>
        <source>Offline (built in, nothing leaves this computer)</source>
        <translation>Offline (eingebaut, nichts verlässt diesen Computer)</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="52"/>
        <source>LLM (OpenAI-compatible endpoint)</source>
        <translation>LLM (OpenAI-kompatibler Endpunkt)</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="54"/>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="55"/>
        <source>llama.cpp server</source>
        <translation>llama.cpp-Server</translation>
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
        <translation>Anderer kompatibler Server</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="64"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="65"/>
        <source>Authorization: Bearer</source>
        <translation>Authorization: Bearer</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="66"/>
        <source>api-key header (Azure)</source>
        <translation>api-key-Header (Azure)</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="68"/>
        <source>leave empty to keep the stored key</source>
        <translation>leer lassen, um den gespeicherten Schlüssel zu behalten</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="70"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="74"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="83"/>
        <source>Backend:</source>
        <translation>Backend:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="84"/>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="85"/>
        <source>Base URL:</source>
        <translation>Basis-URL:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="88"/>
        <source>Authentication:</source>
        <translation>Authentifizierung:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="89"/>
        <source>API key:</source>
        <translation>API-Schlüssel:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="94"/>
        <source>Timeout:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="95"/>
        <source>Price per million prompt tokens:</source>
        <translation>Preis pro Million Prompt-Tokens:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="96"/>
        <source>Price per million completion tokens:</source>
        <translation>Preis pro Million Antwort-Tokens:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="102"/>
        <source>What the first request for the current report would send:</source>
        <translation>Was die erste Anfrage für den aktuellen Bericht senden würde:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="120"/>
        <source>STEPWISE_LLM_API_KEY is set in the environment and is used instead of the keychain.</source>
        <translation>STEPWISE_LLM_API_KEY ist in der Umgebung gesetzt und wird anstelle des Schlüsselbunds verwendet.</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="123"/>
        <source>Keychain not available: %1</source>
        <translation>Schlüsselbund nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="124"/>
        <source>No key stored in the keychain.</source>
        <translation>Im Schlüsselbund ist kein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="125"/>
        <source>A key is stored in the system keychain.</source>
        <translation>Im System-Schlüsselbund ist ein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="195"/>
        <source>Deployment:</source>
        <translation>Deployment:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="195"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="209"/>
        <source>Connecting to %1 …</source>
        <translation>Verbindung zu %1 wird hergestellt …</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/llmsettingsdialog.cpp" line="222"/>
        <source>Connected; the server offers %n model(s)</source>
        <translation>
            <numerusform>Verbunden; der Server bietet %n Modell an</numerusform>
            <numerusform>Verbunden; der Server bietet %n Modelle an</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="224"/>
        <source>, but not &quot;%1&quot;</source>
        <translation>, aber nicht „%1“</translation>
    </message>
    <message>
        <location filename="../views/llmsettingsdialog.cpp" line="236"/>
        <source>The offline backend sends nothing.</source>
        <translation>Das Offline-Backend sendet nichts.</translation>
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
        <translation>Der Schlüssel konnte nicht im System-Schlüsselbund gespeichert werden (%1). Setzen Sie stattdessen STEPWISE_LLM_API_KEY in der Umgebung.</translation>
    </message>
</context>
<context>
    <name>StepWise::MainWindow</name>
    <message>
        <location filename="../app/mainwindow.cpp" line="156"/>
        <source>No model</source>
        <translation>Kein Modell</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="231"/>
        <source>Test oracle</source>
        <translation>Testorakel</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="241"/>
        <source>Test oracle removed from the report.</source>
        <translation>Test-Orakel aus dem Bericht entfernt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="246"/>
        <source>Replay on a device</source>
        <translation>Auf einem Gerät abspielen</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="271"/>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="146"/>
        <source>Cancel import</source>
        <translation>Import abbrechen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="40"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="41"/>
        <source>&amp;New report</source>
        <translation>&amp;Neuer Bericht</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="44"/>
        <source>New &amp;window</source>
        <translation>Neues &amp;Fenster</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="45"/>
        <source>&amp;Open report…</source>
        <translation>Bericht &amp;öffnen…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="48"/>
        <source>&amp;Save report</source>
        <translation>Bericht &amp;speichern</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="49"/>
        <source>Save report &amp;as…</source>
        <translation>Bericht speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="52"/>
        <source>Open &amp;model…</source>
        <translation>&amp;Modell öffnen…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="55"/>
        <source>Open model &amp;folder…</source>
        <translation>Modell&amp;ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="58"/>
        <source>Recent &amp;models</source>
        <translation>&amp;Zuletzt geöffnete Modelle</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="60"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="63"/>
        <source>&amp;Copy as Markdown</source>
        <translation>Als Markdown &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="65"/>
        <source>New &amp;GitHub issue…</source>
        <translation>Neues &amp;GitHub-Issue…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="67"/>
        <source>New Git&amp;Lab issue…</source>
        <translation>Neues Git&amp;Lab-Issue…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="73"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="75"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="76"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="77"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="79"/>
        <source>&amp;Analyse now</source>
        <translation>&amp;Jetzt analysieren</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="80"/>
        <source>Accept first &amp;suggestion</source>
        <translation>Ersten Vorschlag ü&amp;bernehmen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="88"/>
        <source>&amp;Reject first suggestion</source>
        <translation>Ersten Vorschlag &amp;ablehnen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="96"/>
        <source>Choose &amp;model version</source>
        <translation>&amp;Modellversion wählen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="101"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="102"/>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="107"/>
        <source>&amp;Previous step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="112"/>
        <source>Focus the &amp;editor</source>
        <translation>&amp;Editor fokussieren</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="114"/>
        <source>Focus the step &amp;list</source>
        <translation>Schritt&amp;liste fokussieren</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="117"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="118"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="119"/>
        <source>&amp;Fit screenshot</source>
        <translation>Bildschirmfoto ein&amp;passen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="122"/>
        <source>&amp;Dark palette</source>
        <translation>&amp;Dunkle Farbpalette</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="135"/>
        <source>Test &amp;oracle panel</source>
        <translation>Test&amp;orakel-Bereich</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="137"/>
        <source>&amp;Replay panel</source>
        <translation>&amp;Wiedergabebereich</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="143"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="144"/>
        <source>&amp;Language backend…</source>
        <translation>&amp;Sprach-Backend…</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="151"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="152"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="155"/>
        <source>&amp;About StepWise</source>
        <translation>Ü&amp;ber StepWise</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="201"/>
        <source>“%1” opens the app on screen “%2”</source>
        <extracomment>Caption of the step&apos;s screenshot. %1 is the step as written in the report (the report&apos;s language), %2 the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); both stay untranslated (only the model&apos;s start and end states are named in the UI language).</extracomment>
        <translation>„%1“ öffnet die App auf dem Bildschirm „%2“</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="202"/>
        <source>“%1” on screen “%2”</source>
        <translation>„%1“ auf dem Bildschirm „%2“</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="50"/>
        <source>Nothing new to import: the rest was stored already and is unchanged, but %n file(s) could not be imported:</source>
        <translation>
            <numerusform>Nichts Neues zu importieren: Der Rest war bereits gespeichert und bleibt unverändert, aber %n Datei konnte nicht importiert werden:</numerusform>
            <numerusform>Nichts Neues zu importieren: Der Rest war bereits gespeichert und bleibt unverändert, aber %n Dateien konnten nicht importiert werden:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="178"/>
        <source>No step selected</source>
        <translation>Kein Schritt ausgewählt</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="83"/>
        <source>Cannot use the model store %1: %2</source>
        <translation>Der Modellspeicher %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="81"/>
        <source>Start (app not open yet)</source>
        <translation>Start (App noch nicht geöffnet)</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="83"/>
        <source>End (app closed)</source>
        <translation>Ende (App geschlossen)</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="178"/>
        <source>Select a step to see its screen.</source>
        <translation>Wählen Sie einen Schritt, um seinen Bildschirm zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="188"/>
        <source>“%1”</source>
        <extracomment>%1 is a step of the report, in the report&apos;s language (left as written)</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="160"/>
        <location filename="../app/stepdetails.cpp" line="206"/>
        <source>Loading the screenshot…</source>
        <translation>Bildschirmfoto wird geladen…</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="255"/>
        <source>&lt;b&gt;Ambiguous:&lt;/b&gt; which interaction do you mean? Your choice is kept for the next analyses.</source>
        <translation>&lt;b&gt;Mehrdeutig:&lt;/b&gt; Welche Interaktion meinen Sie? Ihre Wahl gilt auch für die nächsten Analysen.</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="258"/>
        <source>&lt;b&gt;Missing steps&lt;/b&gt; to insert before “%1”:</source>
        <extracomment>%1 is the step as written in the report (the report&apos;s language)</extracomment>
        <translation>&lt;b&gt;Fehlende Schritte&lt;/b&gt;, die vor „%1“ einzufügen sind:</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="400"/>
        <location filename="../app/stepdetails.cpp" line="173"/>
        <source>Model store</source>
        <translation>Modellspeicher</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="157"/>
        <source>Open an execution model with File &gt; Open model… or drop a *-graph.txt file, a recorded trace (its folder) or an archive of traces on the window.</source>
        <translation>Öffnen Sie ein Ausführungsmodell mit Datei &gt; Modell öffnen… oder ziehen Sie eine *-graph.txt-Datei, einen aufgezeichneten Trace (seinen Ordner) oder ein Archiv von Traces auf das Fenster.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="161"/>
        <source>The steps are checked once an execution model is loaded: File &gt; Open model…, or drop a *-graph.txt file, a trace folder or an archive of traces on the window.</source>
        <translation>Die Schritte werden geprüft, sobald ein Ausführungsmodell geladen ist: Datei &gt; Modell öffnen…, oder ziehen Sie eine *-graph.txt-Datei, einen Trace-Ordner oder ein Archiv von Traces auf das Fenster.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="163"/>
        <source>No steps yet: write the steps to reproduce in the report, one per line; each is checked against the app as you type.</source>
        <translation>Noch keine Schritte: Schreiben Sie die Schritte zum Reproduzieren in den Bericht, einen pro Zeile; jeder wird beim Tippen gegen die App geprüft.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/stepdetails.cpp" line="53"/>
        <source>%n&#xa0;step(s): %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</source>
        <extracomment>Summary under the step list. %1–%4 count the steps per label (CS correct, AS ambiguous, VM vocabulary mismatch, MS missing steps: the codes shown in the legend), %5 the time taken. Between each number and its word is a no-break space (U+00A0), and one after &quot;·&quot;, so a narrow window wraps the line at the spaces after the commas or before &quot;·&quot; only. A unit written in ideographs needs a word joiner (U+2060) inside it (&quot;毫⁠秒&quot;).</extracomment>
        <translation>
            <numerusform>%n&#xa0;Schritt: %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</numerusform>
            <numerusform>%n&#xa0;Schritte: %1&#xa0;CS, %2&#xa0;AS, %3&#xa0;VM, %4&#xa0;MS ·&#xa0;%5&#xa0;ms</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="88"/>
        <source>Unnamed screen</source>
        <extracomment>a screen of the app whose activity the recording could not tell</extracomment>
        <translation>Unbenannter Bildschirm</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="152"/>
        <source>Missing step %1, “%2”, on screen “%3”</source>
        <extracomment>Caption of a suggestion&apos;s screen shown large. %1 its number, %2 the interaction (the report&apos;s language, the control&apos;s label as the app shows it), %3 the screen&apos;s name as the app&apos;s model names it</extracomment>
        <translation>Fehlender Schritt %1, „%2“, auf Bildschirm „%3“</translation>
    </message>
    <message>
        <location filename="../app/stepdetails.cpp" line="153"/>
        <source>Candidate %1, “%2”, on screen “%3”</source>
        <translation>Kandidat %1, „%2“, auf Bildschirm „%3“</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="428"/>
        <source>Inserted “%1”. Undo with %2.</source>
        <extracomment>%1 is the inserted step in the report&apos;s language (stays as is), %2 the Undo shortcut</extracomment>
        <translation>„%1“ eingefügt. Rückgängig mit %2.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="449"/>
        <source>Step pinned to %1.</source>
        <extracomment>%1 is the chosen interaction, e.g. click “Save” (Button): action, the app&apos;s label and widget class</extracomment>
        <translation>Schritt an %1 festgelegt.</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="477"/>
        <source>Language backend: LLM %1 at %2</source>
        <translation>Sprach-Backend: LLM %1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="478"/>
        <source>Language backend: offline analyzer</source>
        <translation>Sprach-Backend: Offline-Analyse</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mainwindow.cpp" line="528"/>
        <source>Test oracle attached to the report (%n labelled test(s)).</source>
        <translation>
            <numerusform>Testorakel an den Bericht angehängt (%n bewerteter Test).</numerusform>
            <numerusform>Testorakel an den Bericht angehängt (%n bewertete Tests).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="21"/>
        <source>Restore draft?</source>
        <translation>Entwurf wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="22"/>
        <source>StepWise did not close properly. Restore the draft from %1?</source>
        <translation>StepWise wurde nicht ordnungsgemäß beendet. Den Entwurf vom %1 wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="29"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="30"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../views/draftprompt.cpp" line="31"/>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="175"/>
        <source>Cannot open the report</source>
        <translation>Der Bericht kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="22"/>
        <source>Import canceled; %n model(s) stored.</source>
        <translation>
            <numerusform>Import abgebrochen; %n Modell gespeichert.</numerusform>
            <numerusform>Import abgebrochen; %n Modelle gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="23"/>
        <source>Imported %n model(s).</source>
        <translation>
            <numerusform>%n Modell importiert.</numerusform>
            <numerusform>%n Modelle importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="27"/>
        <source>The report is now checked against %1 (App version).</source>
        <extracomment>%1 the app version whose model the report is now checked against</extracomment>
        <translation>Der Bericht wird jetzt anhand von %1 geprüft (App-Version).</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="38"/>
        <location filename="../app/importfeedback.cpp" line="54"/>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="39"/>
        <source>The model store could not be opened, so nothing was imported:</source>
        <translation>Der Modellspeicher ließ sich nicht öffnen, daher wurde nichts importiert:</translation>
    </message>
    <message>
        <location filename="../app/importfeedback.cpp" line="41"/>
        <location filename="../app/importfeedback.cpp" line="48"/>
        <source>Import partly failed</source>
        <translation>Import teilweise fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="42"/>
        <source>%n model(s) were imported, but %1 could not be:</source>
        <translation>
            <numerusform>%n Modell wurde importiert, aber %1 nicht:</numerusform>
            <numerusform>%n Modelle wurden importiert, aber %1 nicht:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="43"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/importfeedback.cpp" line="55"/>
        <source>%n file(s) could not be imported:</source>
        <translation>
            <numerusform>%n Datei konnte nicht importiert werden:</numerusform>
            <numerusform>%n Dateien konnten nicht importiert werden:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="36"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="40"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../views/shortcutsdialog.cpp" line="40"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="164"/>
        <source>About StepWise</source>
        <translation>Über StepWise</translation>
    </message>
    <message>
        <location filename="../app/windowactions.cpp" line="159"/>
        <source>&lt;h3&gt;StepWise %1&lt;/h3&gt;&lt;p&gt;Checks the steps to reproduce of a bug report live against an execution model of the app, and suggests missing steps and clearer wording.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later&lt;/p&gt;</source>
        <extracomment>About box. %1 is the version (e.g. 0.1.0); the licence name GPL-3.0-or-later stays as it is.</extracomment>
        <translation>&lt;h3&gt;StepWise %1&lt;/h3&gt;&lt;p&gt;Prüft die Schritte zum Reproduzieren eines Fehlerberichts live gegen ein Ausführungsmodell der App und schlägt fehlende Schritte und klarere Formulierungen vor.&lt;/p&gt;&lt;p&gt;Lizenz: GPL-3.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="661"/>
        <source>Untitled report</source>
        <translation>Unbenannter Bericht</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="663"/>
        <source>%1[*] — %2 — StepWise</source>
        <translation>%1[*] — %2 — StepWise</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="663"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="684"/>
        <source>The report is about “%1”: opened its model “%2” (Ctrl+M for another).</source>
        <extracomment>%1 the app the report names (e.g. atimetracker), %2 the app version opened instead (stays as it is)</extracomment>
        <translation>Der Bericht handelt von „%1“: sein Modell „%2“ wurde geöffnet (Strg+M für ein anderes).</translation>
    </message>
    <message>
        <location filename="../app/mainwindow.cpp" line="694"/>
        <source>Save the report before closing?</source>
        <translation>Den Bericht vor dem Schließen speichern?</translation>
    </message>
</context>
<context>
    <name>StepWise::ModelImporter</name>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="28"/>
        <source>%1: already imported into %2</source>
        <translation>%1: bereits in %2 importiert</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="80"/>
        <source>a Maestro flow</source>
        <translation>ein Maestro-Ablauf</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="82"/>
        <source>a Firebase Robo script</source>
        <translation>ein Firebase-Robo-Skript</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="87"/>
        <source>raw touch events from adb getevent</source>
        <translation>rohe Touch-Ereignisse aus adb getevent</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="93"/>
        <source>%1: not an execution model this version reads (known: %2)</source>
        <translation>%1: kein Ausführungsmodell, das diese Version lesen kann (bekannt: %2)</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="100"/>
        <source>%1: %2. It records what was tapped or typed, not the screens it happened on, and an execution model is made of screens (record uiautomator dumps alongside, or a BURT/CrashScope trace); write its steps into the report instead</source>
        <extracomment>%1 path, %2 the file&apos;s format, e.g. &quot;a Maestro flow&quot;</extracomment>
        <translation>%1: %2. Es hält fest, was angetippt oder eingegeben wurde, nicht die Bildschirme, auf denen es geschah, und ein Ausführungsmodell besteht aus Bildschirmen (zeichnen Sie dazu uiautomator-Dumps auf oder einen BURT/CrashScope-Trace); schreiben Sie seine Schritte stattdessen in den Bericht</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="110"/>
        <source>JSON is read only as a BURT/CrashScope trace named Execution-&lt;n&gt;.json</source>
        <translation>JSON wird nur als BURT/CrashScope-Trace namens Execution-&lt;n&gt;.json gelesen</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="117"/>
        <source>%1: not valid JSON (%2), and not an execution model this version reads; %3 (known: %4)</source>
        <extracomment>%1 path, %2 the JSON parser&apos;s message, %3 how JSON is read, %4 the formats read</extracomment>
        <translation>%1: kein gültiges JSON (%2) und kein Ausführungsmodell, das diese Version lesen kann; %3 (bekannt: %4)</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="122"/>
        <source>%1: JSON with &quot;steps&quot; like a BURT/CrashScope trace, but %2: rename it, e.g. to Execution-1.json</source>
        <extracomment>%1 path, %2 how JSON is read (&quot;JSON is read only as …&quot;)</extracomment>
        <translation>%1: JSON mit &quot;steps&quot; wie ein BURT/CrashScope-Trace, aber %2: benennen Sie die Datei um, z. B. in Execution-1.json</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="126"/>
        <source>%1: JSON, but not an execution model this version reads; %2 (tried: %3)</source>
        <extracomment>%1 path, %2 how JSON is read (&quot;JSON is read only as …&quot;), %3 the formats tried</extracomment>
        <translation>%1: JSON, aber kein Ausführungsmodell, das diese Version lesen kann; %2 (versucht: %3)</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="205"/>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="228"/>
        <source>%1: folder holds no execution model (looked for: %2)</source>
        <translation>%1: der Ordner enthält kein Ausführungsmodell (gesucht: %2)</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="261"/>
        <source>%1: could not be read</source>
        <translation>%1: konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="272"/>
        <source>already imported into %1</source>
        <translation>bereits in %1 importiert</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="276"/>
        <source>%1: nothing new, the store is unchanged (%2)</source>
        <extracomment>%1 path, %2 what was imported already, e.g. &quot;already imported into calm-3&quot;</extracomment>
        <translation>%1: nichts Neues, der Modellspeicher ist unverändert (%2)</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="299"/>
        <source>%1: app version %2 was already imported from %3 in this run; kept that one</source>
        <translation>%1: App-Version %2 wurde in diesem Lauf bereits aus %3 importiert; diese wird behalten</translation>
    </message>
    <message>
        <location filename="../models/trace/modelimporter.cpp" line="320"/>
        <source>%1: nothing new for %2, the store is unchanged</source>
        <translation>%1: nichts Neues für %2, der Modellspeicher ist unverändert</translation>
    </message>
</context>
<context>
    <name>StepWise::ModelToolBar</name>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="13"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="18"/>
        <source>App version: </source>
        <translation>App-Version: </translation>
    </message>
    <message>
        <location filename="../views/modeltoolbar.cpp" line="23"/>
        <source>Execution model the report is assessed against (Ctrl+M)</source>
        <translation>Ausführungsmodell, anhand dessen der Bericht bewertet wird (Ctrl+M)</translation>
    </message>
</context>
<context>
    <name>StepWise::OraclePanel</name>
    <message>
        <location filename="../views/oraclepanel.cpp" line="44"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="45"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="47"/>
        <source>Yes, this is the bug</source>
        <translation>Ja, das ist der Fehler</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="48"/>
        <source>No, this is right</source>
        <translation>Nein, das ist richtig</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="49"/>
        <source>Not sure</source>
        <translation>Weiß nicht</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="60"/>
        <source>Export test suite…</source>
        <translation>Testsuite exportieren…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="61"/>
        <source>Remove from report</source>
        <translation>Aus dem Bericht entfernen</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="65"/>
        <source>Finds out when the bug shows, for a program that reads whole numbers on standard input and prints one number. Give the program and an input on which it prints the wrong number: it is run on nearby inputs, and you are asked about the outputs that cannot be told apart yet. The condition learned and the inputs you judged are attached to the report.</source>
        <translation>Findet heraus, wann der Fehler auftritt, bei einem Programm, das ganze Zahlen von der Standardeingabe liest und eine Zahl ausgibt. Geben Sie das Programm und eine Eingabe an, bei der es die falsche Zahl ausgibt: Es wird mit benachbarten Eingaben ausgeführt, und Sie werden zu den Ausgaben gefragt, die sich noch nicht einordnen lassen. Die gelernte Bedingung und die von Ihnen beurteilten Eingaben werden dem Bericht angehängt.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="73"/>
        <source>e.g. ./triangle</source>
        <extracomment>placeholder of the Program field, which is labelled &quot;Program:&quot;: an example program path</extracomment>
        <translation>z. B. ./triangle</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="76"/>
        <source>The program to run and its arguments, without a shell. Put a path with spaces in double quotes, e.g. &quot;/home/me/my tests/triangle&quot; --fast; a path that names a program works unquoted too.</source>
        <translation>Das auszuführende Programm und seine Argumente, ohne Shell. Setzen Sie einen Pfad mit Leerzeichen in doppelte Anführungszeichen, z. B. &quot;/home/me/my tests/triangle&quot; --fast; ein Pfad, der ein Programm benennt, geht auch ohne.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="78"/>
        <source>Choose the program file</source>
        <translation>Programmdatei wählen</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="83"/>
        <source>The numbers the program reads, separated by spaces, for an input on which it shows the bug</source>
        <translation>Die Zahlen, die das Programm liest, durch Leerzeichen getrennt, für eine Eingabe, bei der es den Fehler zeigt</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="92"/>
        <source>At most this many questions</source>
        <translation>Höchstens so viele Fragen</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="114"/>
        <source>Oracle agreement with your answers</source>
        <translation>Übereinstimmung des Orakels mit Ihren Antworten</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="119"/>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="146"/>
        <source>Program:</source>
        <translation>Programm:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="147"/>
        <source>Failing input:</source>
        <translation>Fehlschlagende Eingabe:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="148"/>
        <source>Input names:</source>
        <translation>Eingabenamen:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="154"/>
        <source>Questions:</source>
        <translation>Fragen:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="177"/>
        <source>Learned condition:</source>
        <translation>Gelernte Bedingung:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="179"/>
        <source>Labelled tests:</source>
        <translation>Bewertete Tests:</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="189"/>
        <source>Takes the learned condition and the labelled tests out of the report</source>
        <translation>Nimmt die gelernte Bedingung und die bewerteten Tests aus dem Bericht</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="278"/>
        <source>Looking for an informative input…</source>
        <translation>Suche nach einer aussagekräftigen Eingabe…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="287"/>
        <source>Start over?</source>
        <translation>Neu beginnen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="289"/>
        <source>Start over? The %n answer(s) so far and the learned condition will be discarded.</source>
        <translation>
            <numerusform>Neu beginnen? Die bisherige %n Antwort und die gelernte Bedingung werden verworfen.</numerusform>
            <numerusform>Neu beginnen? Die bisherigen %n Antworten und die gelernte Bedingung werden verworfen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="290"/>
        <source>Start over? The learned condition will be discarded.</source>
        <translation>Neu beginnen? Die gelernte Bedingung wird verworfen.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="294"/>
        <source>The report keeps its test oracle until the new session ends with answers.</source>
        <translation>Der Bericht behält sein Testorakel, bis die neue Sitzung mit Antworten endet.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="295"/>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="308"/>
        <source>Enter the program to run.</source>
        <translation>Geben Sie das auszuführende Programm ein.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="312"/>
        <source>Enter the input on which the program fails.</source>
        <translation>Geben Sie die Eingabe ein, bei der das Programm fehlschlägt.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="363"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="364"/>
        <source>Stopped before any answer: nothing is attached to the report.</source>
        <translation>Vor der ersten Antwort angehalten: Dem Bericht wird nichts angehängt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="443"/>
        <source>%n clause(s)</source>
        <translation>
            <numerusform>%n Klausel</numerusform>
            <numerusform>%n Klauseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="444"/>
        <source>%n atom(s)</source>
        <translation>
            <numerusform>%n Atom</numerusform>
            <numerusform>%n Atome</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="475"/>
        <source>%1. Is this the bug?</source>
        <extracomment>%1 is a sentence such as &quot;For input 3 3 1 the program prints 1&quot; (context StepWise::RunStatus)</extracomment>
        <translation>%1. Ist das der Fehler?</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="469"/>
        <source>%1. You said this is the bug for this input; are you sure?</source>
        <extracomment>asks to confirm an answer that conflicts with the others; %1 as in &quot;%1. Is this the bug?&quot;</extracomment>
        <translation>%1. Sie sagten, das sei hier der Fehler; sind Sie sicher?</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="472"/>
        <source>%1. You said this is right for this input; are you sure? Is this the bug?</source>
        <extracomment>asks to confirm an answer that conflicts with the others; %1 as in &quot;%1. Is this the bug?&quot;</extracomment>
        <translation>%1. Sie sagten, das sei hier richtig; sind Sie sicher? Ist das der Fehler?</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="498"/>
        <source>%1 (expected %2)</source>
        <extracomment>%1 what the program printed, %2 what it should print (known from a reference program)</extracomment>
        <translation>%1 (erwartet %2)</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="502"/>
        <source>%1 → %2: %3</source>
        <extracomment>%1 the test&apos;s input, %2 the program&apos;s output (both as the program reads and prints them), %3 the label</extracomment>
        <translation>%1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="40"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="455"/>
        <source>Done: %1.</source>
        <translation>Fertig: %1.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="440"/>
        <source>Questions asked: %1 of %2 · oracle size: %3, %4 · predicted failure rate: %5</source>
        <extracomment>%1 questions asked, %2 the budget, %3 &quot;%n clause(s)&quot;, %4 &quot;%n atom(s)&quot; (half-spaces, equalities and residues), %5 a percentage with its sign as StepWise::Percent writes it (&quot;5%&quot;, German &quot;5 %&quot;)</extracomment>
        <translation>Gestellte Fragen: %1 von %2 · Orakelgröße: %3, %4 · vorhergesagte Fehlerrate: %5</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="80"/>
        <source>e.g. 2 2 2</source>
        <extracomment>placeholder of the Failing input field, which is labelled &quot;Failing input:&quot;: an example input</extracomment>
        <translation>z. B. 2 2 2</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="85"/>
        <source>e.g. a, b, c, o</source>
        <extracomment>placeholder of the optional Input names field: example names of three inputs and the output</extracomment>
        <translation>z. B. a, b, c, o</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="88"/>
        <source>Names for the inputs in the learned condition, separated by commas, optionally followed by the output&apos;s name; without names the condition reads i1, i2, …, o.</source>
        <translation>Namen der Eingaben in der gelernten Bedingung, durch Kommas getrennt, optional gefolgt vom Namen der Ausgabe; ohne Namen lautet die Bedingung i1, i2, …, o.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="228"/>
        <source>Input names: %1</source>
        <extracomment>%1 what is wrong with the names typed (one sentence)</extracomment>
        <translation>Eingabenamen: %1</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="319"/>
        <source>Failing input: %1</source>
        <extracomment>%1 why the input cannot be read, one sentence</extracomment>
        <translation>Fehlschlagende Eingabe: %1</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="506"/>
        <source>%1 → %2 (run status &quot;%3&quot;): %4</source>
        <extracomment>%1 the test&apos;s input, %2 the output the run counts as, %3 how the run ended (crashed, timed out, …), %4 the label</extracomment>
        <translation>%1 → %2 (Laufstatus „%3“): %4</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="599"/>
        <source>Choose the program</source>
        <translation>Programm wählen</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="625"/>
        <source>passing</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="627"/>
        <source>failing</source>
        <translation>schlägt fehl</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="631"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="648"/>
        <source>Export the labelled tests</source>
        <translation>Bewertete Tests exportieren</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="658"/>
        <source>%1 already holds a test suite: choose an empty folder, or remove its files first.</source>
        <translation>%1 enthält bereits eine Testsuite: Wählen Sie einen leeren Ordner oder entfernen Sie zuerst seine Dateien.</translation>
    </message>
    <message>
        <location filename="../views/oraclepanel.cpp" line="670"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/oraclepanel.cpp" line="677"/>
        <source>Exported %n test(s) to %1</source>
        <translation>
            <numerusform>%n Test nach %1 exportiert</numerusform>
            <numerusform>%n Tests nach %1 exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::PathStrip</name>
    <message>
        <location filename="../views/pathstrip.cpp" line="122"/>
        <source>Reproduction path</source>
        <translation>Reproduktionspfad</translation>
    </message>
    <message>
        <location filename="../views/pathstrip.cpp" line="124"/>
        <source>No reproduction path yet: the screens your steps lead through appear here once they match the app.</source>
        <translation>Noch kein Reproduktionspfad: Die Bildschirme, durch die Ihre Schritte führen, erscheinen hier, sobald sie zur App passen.</translation>
    </message>
    <message>
        <location filename="../views/pathstrip.cpp" line="249"/>
        <source>%1 (missing)</source>
        <extracomment>A step of the reproduction path that the report does not mention. %1 is the step as the step messages word it, in the report&apos;s language, e.g. Click the &quot;Save&quot; button (stays as is).</extracomment>
        <translation>%1 (fehlt)</translation>
    </message>
</context>
<context>
    <name>StepWise::Percent</name>
    <message>
        <location filename="../views/percent.cpp" line="14"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Write it as your language does (German: &quot;%1 %&quot; with a no-break space, U+00A0, so that number and sign stay on one line).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>StepWise::PgGraphStore</name>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="31"/>
        <source>; set the password in ~/.pgpass or in PGPASSWORD (never in the URL)</source>
        <translation>; legen Sie das Passwort in ~/.pgpass oder in PGPASSWORD fest (niemals in der URL)</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="73"/>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host/dbname)</source>
        <translation>%1 ist keine PostgreSQL-URL (postgresql://user@host/dbname)</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="89"/>
        <location filename="../models/graph/pggraphstore.cpp" line="129"/>
        <source>%1: a password in the URL is refused, as command lines show in the process list and the shell history; nothing was connected. Leave it out of the URL and set it in ~/.pgpass or in PGPASSWORD</source>
        <translation>%1: ein Passwort in der URL wird abgelehnt, da Befehlszeilen in der Prozessliste und im Shell-Verlauf sichtbar sind; es wurde keine Verbindung hergestellt. Lassen Sie es in der URL weg und legen Sie es in ~/.pgpass oder in PGPASSWORD fest</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="97"/>
        <source>%1: the host&apos;s address lacks its closing &apos;]&apos;</source>
        <translation>%1: der Adresse des Hosts fehlt die schließende &apos;]&apos;</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="101"/>
        <source>%1: expected &apos;:port&apos; after the host&apos;s address</source>
        <translation>%1: nach der Adresse des Hosts wurde &apos;:port&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="106"/>
        <location filename="../models/graph/pggraphstore.cpp" line="114"/>
        <source>%1: the port must be a number from 1 to 65535</source>
        <translation>%1: der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="155"/>
        <source>%1: unknown parameter &apos;%2&apos; (known: host, port, sslmode, connect_timeout, application_name)</source>
        <translation>%1: unbekannter Parameter &apos;%2&apos; (bekannt: host, port, sslmode, connect_timeout, application_name)</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="159"/>
        <source>%1: bad value &apos;%2&apos; for %3</source>
        <translation>%1: ungültiger Wert &apos;%2&apos; für %3</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="163"/>
        <source>%1 names no database: write postgresql://user@host/dbname</source>
        <translation>%1 gibt keine Datenbank an: schreiben Sie postgresql://user@host/dbname</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="197"/>
        <source>cannot open %1: the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation>%1 kann nicht geöffnet werden: der Qt-PostgreSQL-Treiber (QPSQL) ist nicht installiert (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="214"/>
        <source>cannot connect to %1: %2%3</source>
        <translation>keine Verbindung zu %1 möglich: %2%3</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="222"/>
        <location filename="../models/graph/pggraphstore.cpp" line="231"/>
        <source>%1: cannot configure the connection: %2</source>
        <translation>%1: die Verbindung kann nicht konfiguriert werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="245"/>
        <source>%1: %2 (%3); the database was left unchanged</source>
        <translation>%1: %2 (%3); die Datenbank blieb unverändert</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="248"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1: eine Transaktion kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="251"/>
        <source>cannot lock the schema</source>
        <translation>das Schema kann nicht gesperrt werden</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="255"/>
        <source>cannot read the schema</source>
        <translation>das Schema kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="260"/>
        <source>%1 is not a StepWise database (it holds a table app_version but no stepwise_schema); nothing was changed</source>
        <translation>%1 ist keine StepWise-Datenbank (sie enthält eine Tabelle app_version, aber keine stepwise_schema); es wurde nichts geändert</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="267"/>
        <source>cannot read the schema version</source>
        <translation>die Schemaversion kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="273"/>
        <source>%1 was written by a newer StepWise (schema version %2, this build knows up to %3)</source>
        <translation>%1 wurde von einer neueren StepWise-Version geschrieben (Schemaversion %2, dieser Build kennt Versionen bis %3)</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="277"/>
        <location filename="../models/graph/pggraphstore.cpp" line="279"/>
        <source>cannot create the schema</source>
        <translation>das Schema kann nicht erstellt werden</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="284"/>
        <location filename="../models/graph/pggraphstore.cpp" line="289"/>
        <source>migration to schema %1 failed</source>
        <translation>die Migration auf Schema %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/graph/pggraphstore.cpp" line="294"/>
        <source>%1: migration to schema %2 failed (%3); the database was left unchanged</source>
        <translation>%1: die Migration auf Schema %2 ist fehlgeschlagen (%3); die Datenbank blieb unverändert</translation>
    </message>
</context>
<context>
    <name>StepWise::ProblemBanner</name>
    <message>
        <location filename="../views/problembanner.cpp" line="38"/>
        <source>Show details</source>
        <translation>Details anzeigen</translation>
    </message>
    <message>
        <location filename="../views/problembanner.cpp" line="46"/>
        <location filename="../views/problembanner.cpp" line="47"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/problembanner.cpp" line="72"/>
        <source>… and %n more (Show details).</source>
        <translation>
            <numerusform>… und %n weitere (Details anzeigen).</numerusform>
            <numerusform>… und %n weitere (Details anzeigen).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWise::QualityMessages</name>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="14"/>
        <source>The execution model of %1 has no Start state, so no step can be checked against it.</source>
        <translation>Das Ausführungsmodell von %1 hat keinen Startzustand, daher kann kein Schritt daran geprüft werden.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="15"/>
        <source>this app</source>
        <translation>dieser App</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="18"/>
        <source>Not checked: the assessment was canceled before this step.</source>
        <translation>Nicht geprüft: Die Bewertung wurde vor diesem Schritt abgebrochen.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="19"/>
        <source>Not checked: the search limit was reached before this step.</source>
        <translation>Nicht geprüft: Die Suchgrenze wurde vor diesem Schritt erreicht.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="21"/>
        <source>&quot;%1&quot; rotates the device: execution models record no rotations, so this step cannot be checked. Keep it as written.</source>
        <translation>„%1“ dreht das Gerät: Ausführungsmodelle zeichnen keine Drehungen auf, daher kann dieser Schritt nicht geprüft werden. Lassen Sie ihn, wie er ist.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="39"/>
        <source>No interaction of the app matches &quot;%1&quot;: no screen shows %2. Use the words the app shows on its buttons and menus.</source>
        <translation>Keine Interaktion der App passt zu „%1“: Kein Bildschirm zeigt %2. Verwenden Sie die Wörter, die die App auf ihren Schaltflächen und Menüs zeigt.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="45"/>
        <source>No interaction of the app matches &quot;%1&quot;: the app&apos;s execution model records no long press. If a tap does the same, write &quot;Tap&quot;; otherwise the model does not cover this step.</source>
        <translation>Keine Interaktion der App passt zu „%1“: Das Ausführungsmodell der App verzeichnet kein langes Drücken. Wenn ein Tippen dasselbe bewirkt, schreiben Sie „Tippen“; andernfalls deckt das Modell diesen Schritt nicht ab.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="55"/>
        <source>No recorded interaction matches &quot;%1&quot;. The app shows %2, but no recorded interaction touches it: it may label a control that was recorded under other words, or the execution model does not cover this step.</source>
        <translation>Keine aufgezeichnete Interaktion passt zu „%1“. Die App zeigt %2, aber keine aufgezeichnete Interaktion berührt es: Es beschriftet vielleicht ein Bedienelement, das unter anderen Wörtern aufgezeichnet wurde, oder das Ausführungsmodell deckt diesen Schritt nicht ab.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="61"/>
        <source>No interaction near the previous steps matches &quot;%1&quot;. The app shows these words on the %2 screen, %n interaction(s) away: are steps missing before it, or does it name another component?</source>
        <translation>
            <numerusform>Keine Interaktion in der Nähe der vorigen Schritte passt zu „%1“. Die App zeigt diese Wörter auf dem Bildschirm %2, %n Interaktion entfernt: fehlen Schritte davor, oder meint er ein anderes Element?</numerusform>
            <numerusform>Keine Interaktion in der Nähe der vorigen Schritte passt zu „%1“. Die App zeigt diese Wörter auf dem Bildschirm %2, %n Interaktionen entfernt: fehlen Schritte davor, oder meint er ein anderes Element?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="67"/>
        <source>No interaction matches &quot;%1&quot; as the first step. The app shows these words, but no interaction reachable from the app&apos;s start matches them: does the step name another component, or are the steps out of order?</source>
        <translation>Als erster Schritt passt keine Interaktion zu „%1“. Die App zeigt diese Wörter, aber keine vom Start der App aus erreichbare Interaktion passt zu ihnen: Meint der Schritt ein anderes Bedienelement, oder stimmt die Reihenfolge nicht?</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="72"/>
        <source>No interaction matches &quot;%1&quot; after the previous steps. The app shows these words, but not on a screen reachable from there: is a step missing, or are the steps out of order?</source>
        <translation>Nach den vorherigen Schritten passt keine Interaktion zu „%1“. Die App zeigt diese Wörter, aber nicht auf einem von dort erreichbaren Bildschirm: Fehlt ein Schritt, oder stimmt die Reihenfolge nicht?</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="79"/>
        <location filename="../models/quality/qualitymessages.cpp" line="177"/>
        <source>%n step(s) seem to be missing before it: %1.</source>
        <translation>
            <numerusform>Davor scheint %n Schritt zu fehlen: %1.</numerusform>
            <numerusform>Davor scheinen %n Schritte zu fehlen: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="86"/>
        <source>Between the steps around it the app takes %n interaction(s), one of which it may mean: %1.</source>
        <translation>
            <numerusform>Zwischen den umgebenden Schritten führt die App %n Interaktion aus, die er meinen könnte: %1.</numerusform>
            <numerusform>Zwischen den umgebenden Schritten führt die App %n Interaktionen aus; er könnte eine davon meinen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="101"/>
        <source>the %1 screen</source>
        <extracomment>how a step message names a screen of the app; %1 its title from the app&apos;s activity, e.g. Accounts</extracomment>
        <translation>dem Bildschirm %1</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="106"/>
        <source>&quot;%1&quot; takes several interactions: %2, then %3.</source>
        <translation>„%1“ umfasst mehrere Interaktionen: %2, dann %3.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="108"/>
        <source>&quot;%1&quot; takes several interactions: %2, then %3. Say what to enter.</source>
        <translation>„%1“ umfasst mehrere Interaktionen: %2, dann %3. Geben Sie an, was einzugeben ist.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="113"/>
        <source>&quot;%1&quot; could mean %n components: %2. Say which one.</source>
        <translation>
            <numerusform>„%1“ könnte %n Komponente bezeichnen: %2. Geben Sie an, welche.</numerusform>
            <numerusform>„%1“ könnte %n Komponenten bezeichnen: %2. Geben Sie an, welche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="115"/>
        <source>&quot;%1&quot; could mean %n components on %2: %3. Say which one.</source>
        <translation>
            <numerusform>„%1“ kann %n Bedienelement auf %2 meinen: %3. Geben Sie an, welches.</numerusform>
            <numerusform>„%1“ kann %n Bedienelemente auf %2 meinen: %3. Geben Sie an, welches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="120"/>
        <source>&quot;%1&quot; is probably: %2. The way to the next step takes it, and it shows no words to compare.</source>
        <translation>„%1“ ist wahrscheinlich: %2. Der Weg zum nächsten Schritt führt darüber, und es zeigt keine Wörter zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="122"/>
        <source>&quot;%1&quot; is probably: %2 on %3. The way to the next step takes it, and it shows no words to compare.</source>
        <translation>„%1“ ist wahrscheinlich: %2 auf %3. Der Weg zum nächsten Schritt führt darüber, und es zeigt keine Wörter zum Vergleichen.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="128"/>
        <source>&quot;%1&quot; is probably the pages the way to the next step takes, ending with: %2.</source>
        <translation>„%1“ sind wahrscheinlich die Seiten, über die der Weg zum nächsten Schritt führt, zuletzt: %2.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="130"/>
        <source>&quot;%1&quot; is probably the pages the way to the next step takes on %2, ending with: %3.</source>
        <translation>„%1“ sind wahrscheinlich die Seiten auf %2, über die der Weg zum nächsten Schritt führt, zuletzt: %3.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="135"/>
        <source>&quot;%1&quot; matches: %2.</source>
        <translation>„%1“ passt: %2.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="136"/>
        <source>&quot;%1&quot; matches: %2 on %3.</source>
        <translation>„%1“ passt: %2 auf %3.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="141"/>
        <source>Not sure: it could also be %1.</source>
        <translation>Nicht sicher: Es könnte auch %1 sein.</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="143"/>
        <source>Not sure: few of its words match.</source>
        <translation>Nicht sicher: Nur wenige seiner Wörter passen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="151"/>
        <source>&quot;%1&quot; goes through %n page(s) before its last one: %2.</source>
        <translation>
            <numerusform>„%1“ führt durch %n Seite vor seiner letzten: %2.</numerusform>
            <numerusform>„%1“ führt durch %n Seiten vor seiner letzten: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="156"/>
        <source>&quot;%1&quot; is done %n time(s), one interaction each.</source>
        <translation>
            <numerusform>„%1“ wird %n-mal ausgeführt, jedes Mal eine Interaktion.</numerusform>
            <numerusform>„%1“ wird %n-mal ausgeführt, jedes Mal eine Interaktion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="166"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the report tells its steps one by one: is this the component you meant?</source>
        <translation>
            <numerusform>Wenn diese Zuordnung stimmt, durchläuft die App vorher %n Interaktion, die kein Schritt beschreibt: %1. Sie wird nicht als fehlender Schritt vorgeschlagen, da der Bericht seine Schritte einzeln aufzählt: Ist das die gemeinte Komponente?</numerusform>
            <numerusform>Wenn diese Zuordnung stimmt, durchläuft die App vorher %n Interaktionen, die kein Schritt beschreibt: %1. Sie werden nicht als fehlende Schritte vorgeschlagen, da der Bericht seine Schritte einzeln aufzählt: Ist das die gemeinte Komponente?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="170"/>
        <source>If this mapping is right, the app first takes %n interaction(s) that no step describes: %1. They are not suggested as missing steps, as the mapping is uncertain.</source>
        <translation>
            <numerusform>Wenn diese Zuordnung stimmt, durchläuft die App vorher %n Interaktion, die kein Schritt beschreibt: %1. Sie wird nicht als fehlender Schritt vorgeschlagen, da die Zuordnung unsicher ist.</numerusform>
            <numerusform>Wenn diese Zuordnung stimmt, durchläuft die App vorher %n Interaktionen, die kein Schritt beschreibt: %1. Sie werden nicht als fehlende Schritte vorgeschlagen, da die Zuordnung unsicher ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="184"/>
        <source>&quot;%1&quot; takes two interactions in this app: %2, then %3.</source>
        <translation>„%1“ erfordert in dieser App zwei Interaktionen: %2, dann %3.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/qualitymessages.cpp" line="189"/>
        <source>&quot;%1&quot; takes %n swipe(s) in this app.</source>
        <translation>
            <numerusform>„%1“ erfordert in dieser App %n Wischgeste.</numerusform>
            <numerusform>„%1“ erfordert in dieser App %n Wischgesten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="197"/>
        <source>%1 on the %2 screen</source>
        <translation>%1 auf dem Bildschirm %2</translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="204"/>
        <source>, </source>
        <extracomment>between words or components listed in a step message (&quot;Save&quot;, &quot;Cancel&quot;)</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="210"/>
        <source>; </source>
        <extracomment>between steps listed in a step message (they may hold commas themselves)</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../models/quality/qualitymessages.cpp" line="218"/>
        <source>&quot;%1&quot;</source>
        <extracomment>%1 a word of the step (the report&apos;s language), named in a message about the words the app shows</extracomment>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>StepWise::QualityStyle</name>
    <message>
        <location filename="../views/qualitystyle.cpp" line="52"/>
        <source>Correct</source>
        <translation>Korrekt</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="54"/>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="56"/>
        <source>Vocabulary mismatch</source>
        <translation>Abweichendes Vokabular</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="58"/>
        <source>Missing steps</source>
        <translation>Fehlende Schritte</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="67"/>
        <source>The step matches exactly one interaction of the app.</source>
        <translation>Der Schritt passt zu genau einer Interaktion der App.</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="69"/>
        <source>The step matches several interactions on the same screen; be more specific.</source>
        <translation>Der Schritt passt zu mehreren Interaktionen auf demselben Bildschirm; formulieren Sie genauer.</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="71"/>
        <source>No interaction of the app matches the step&apos;s words.</source>
        <translation>Keine Interaktion der App passt zu den Wörtern des Schritts.</translation>
    </message>
    <message>
        <location filename="../views/qualitystyle.cpp" line="73"/>
        <source>Steps are missing before this one; see the suggestions.</source>
        <translation>Vor diesem Schritt fehlen Schritte; siehe die Vorschläge.</translation>
    </message>
</context>
<context>
    <name>StepWise::Quoting</name>
    <message>
        <location filename="../models/common/quoting.cpp" line="23"/>
        <source>‘%1’</source>
        <extracomment>The marks around a quotation inside a quotation (%1): the &quot;Save&quot; of “Click the &quot;Save&quot; button”. German ‚%1‘; languages that nest double quotes in single ones keep the single ones.</extracomment>
        <translation>‚%1‘</translation>
    </message>
    <message>
        <location filename="../models/common/quoting.cpp" line="50"/>
        <source>.</source>
        <extracomment>the full stop that ends a sentence before another one (Chinese 。)</extracomment>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>StepWise::RecordingModelReader</name>
    <message>
        <location filename="../models/trace/recordingmodelreader.cpp" line="22"/>
        <source>recordings (BURT/CrashScope Execution-*.json traces, uiautomator dumps *.xml, zip/tar bundles)</source>
        <translation>Aufzeichnungen (BURT/CrashScope-Traces Execution-*.json, uiautomator-Dumps *.xml, Zip/Tar-Pakete)</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingmodelreader.cpp" line="58"/>
        <source>%1: no model could be read</source>
        <translation>%1: es konnte kein Modell gelesen werden</translation>
    </message>
</context>
<context>
    <name>StepWise::RecordingReader</name>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="111"/>
        <source>%1: cannot create a temporary folder to unpack it: %2</source>
        <translation>%1: es kann kein temporärer Ordner zum Entpacken angelegt werden: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="163"/>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="165"/>
        <source>%1: empty folder</source>
        <translation>%1: leerer Ordner</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="168"/>
        <source>%1: holds an execution model&apos;s graph dump (%2), which is imported from a folder: unpack it and import the folder that holds %2</source>
        <extracomment>%1 the folder or archive given, %2 the graph dump&apos;s file name found in it</extracomment>
        <translation>%1: enthält den Graph-Dump eines Ausführungsmodells (%2), der aus einem Ordner importiert wird: entpacken Sie es und importieren Sie den Ordner, der %2 enthält</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="172"/>
        <source>%1: contains neither BURT traces (Execution-*.json) nor uiautomator dumps (*.xml)</source>
        <translation>%1: enthält weder BURT-Traces (Execution-*.json) noch uiautomator-Dumps (*.xml)</translation>
    </message>
    <message>
        <location filename="../models/trace/recordingreader.cpp" line="179"/>
        <source>%1: not a trace, a uiautomator dump or a zip/tar archive</source>
        <translation>%1: weder ein Trace noch ein uiautomator-Dump noch ein Zip/Tar-Archiv</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayEvent</name>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="20"/>
        <source>tap %1,%2</source>
        <extracomment>an input event sent to an Android device; %1,%2 the screen position in px</extracomment>
        <translation>Tippen auf %1,%2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="23"/>
        <source>long tap %1,%2</source>
        <extracomment>an input event sent to an Android device; %1,%2 the screen position in px</extracomment>
        <translation>Langes Tippen auf %1,%2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="26"/>
        <source>swipe %1,%2 → %3,%4 (%5 ms)</source>
        <extracomment>an input event sent to an Android device: from %1,%2 to %3,%4 (px), taking %5 milliseconds</extracomment>
        <translation>Wischen %1,%2 → %3,%4 (%5 ms)</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="29"/>
        <source>text &quot;%1&quot;</source>
        <extracomment>an input event sent to an Android device: typing the text %1</extracomment>
        <translation>Text „%1“</translation>
    </message>
    <message>
        <location filename="../models/replay/replayevent.cpp" line="32"/>
        <source>back</source>
        <extracomment>an input event sent to an Android device: the Back key</extracomment>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPanel</name>
    <message>
        <location filename="../views/replaypanel.cpp" line="28"/>
        <source>Replay on device</source>
        <translation>Auf Gerät abspielen</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="29"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="34"/>
        <source>Recording device: WIDTHxHEIGHT@DPI[:portrait|landscape]</source>
        <translation>Aufnahmegerät: BREITExHÖHE@DPI[:portrait|landscape]</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="40"/>
        <source>Tablet, landscape (Pixel C)</source>
        <translation>Tablet, Querformat (Pixel C)</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="41"/>
        <source>Tablet, portrait (Pixel C)</source>
        <translation>Tablet, Hochformat (Pixel C)</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="42"/>
        <source>Phone (1080×2400, 420 dpi)</source>
        <translation>Smartphone (1080×2400, 420 dpi)</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="43"/>
        <source>Phone, landscape</source>
        <translation>Smartphone, Querformat</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="44"/>
        <source>Small phone (720×1280, 320 dpi)</source>
        <translation>Kleines Smartphone (720×1280, 320 dpi)</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="39"/>
        <source>Same as the recording device</source>
        <translation>Wie das Aufnahmegerät</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="53"/>
        <source>Target device: WIDTHxHEIGHT@DPI[:portrait|landscape], or one of %1. The exports include the replay plan once you choose a target here.</source>
        <translation>Zielgerät: BREITExHÖHE@DPI[:portrait|landscape] oder eines von %1. Die Exporte enthalten den Wiedergabeplan, sobald Sie hier ein Ziel wählen.</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="56"/>
        <source>only attached device</source>
        <translation>einziges angeschlossenes Gerät</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="69"/>
        <source>Recorded on</source>
        <translation>Aufgenommen auf</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="70"/>
        <source>Replay on</source>
        <translation>Abspielen auf</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="71"/>
        <source>Device serial</source>
        <translation>Seriennummer des Geräts</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="176"/>
        <source>adb was not found in PATH; install the Android platform tools (Debian package &quot;adb&quot;) to replay on a device.</source>
        <translation>adb wurde im PATH nicht gefunden; installieren Sie die Android-Plattformwerkzeuge (Debian-Paket &quot;adb&quot;), um auf einem Gerät wiederzugeben.</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="184"/>
        <source>No reproduction path yet: write the steps in the report.</source>
        <translation>Noch kein Reproduktionspfad: Schreiben Sie die Schritte in den Bericht.</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="185"/>
        <source>Replays the path step by step on the attached device</source>
        <translation>Gibt den Pfad Schritt für Schritt auf dem angeschlossenen Gerät wieder</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="233"/>
        <source># %1</source>
        <translation># %1</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="238"/>
        <source># step %1: %2</source>
        <translation># Schritt %1: %2</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="267"/>
        <source>Replay stopped.</source>
        <translation>Abspielen angehalten.</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="93"/>
        <source>Step %1 of %2…</source>
        <translation>Schritt %1 von %2…</translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="98"/>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/replaypanel.cpp" line="101"/>
        <source>All %n step(s) replayed.</source>
        <translation>
            <numerusform>%n Schritt abgespielt.</numerusform>
            <numerusform>Alle %n Schritte abgespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/replaypanel.cpp" line="103"/>
        <source>Step %1 could not be replayed: %2</source>
        <translation>Schritt %1 konnte nicht abgespielt werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::ReplayPlanner</name>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="61"/>
        <source>&quot;%1&quot; (%2)</source>
        <extracomment>a widget in a replay plan comment: %1 its label, %2 its Android class (Button, TextView, ...)</extracomment>
        <translation>„%1“ (%2)</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="77"/>
        <source>interact with %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>%1 bedienen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="81"/>
        <source>click %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>%1 anklicken</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="85"/>
        <source>long click %1</source>
        <extracomment>%1 the widget acted on (its label), may be empty</extracomment>
        <translation>%1 lange drücken</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="89"/>
        <source>swipe %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>Wischgeste %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="93"/>
        <source>type %1</source>
        <extracomment>%1 the text field typed into (its label), may be empty</extracomment>
        <translation>Texteingabe %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="97"/>
        <source>open app %1</source>
        <extracomment>%1 the widget acted on (its label), usually empty</extracomment>
        <translation>%1 App öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="101"/>
        <source>click menu %1</source>
        <extracomment>%1 the widget acted on (its label), usually empty</extracomment>
        <translation>%1 Menü anklicken</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="105"/>
        <source>swipe up %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>Wischgeste nach oben %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="109"/>
        <source>swipe right %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>Wischgeste nach rechts %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="113"/>
        <source>swipe down %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>Wischgeste nach unten %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="117"/>
        <source>swipe left %1</source>
        <extracomment>%1 the widget swiped on (its label), may be empty</extracomment>
        <translation>Wischgeste nach links %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="121"/>
        <source>back %1</source>
        <extracomment>the Back key; %1 the widget recorded with it (its label), usually empty</extracomment>
        <translation>Zurück %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="125"/>
        <source>rotate %1</source>
        <extracomment>rotating the device; %1 the widget recorded with it (its label), usually empty</extracomment>
        <translation>Drehen %1</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="164"/>
        <source>press the system key (%1)</source>
        <translation>die Systemtaste drücken (%1)</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="168"/>
        <source>click %1: no recorded position</source>
        <extracomment>%1 the widget; the plan has no command for this step</extracomment>
        <translation>%1 anklicken: keine aufgezeichnete Position</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="173"/>
        <source>long press the system key (%1)</source>
        <translation>die Systemtaste lange drücken (%1)</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="177"/>
        <source>long click %1: no recorded position</source>
        <extracomment>%1 the widget; the plan has no command for this step</extracomment>
        <translation>%1 lange drücken: keine aufgezeichnete Position</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="182"/>
        <source>focus %1</source>
        <extracomment>tapping the text field %1 before typing into it</extracomment>
        <translation>%1 fokussieren</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="186"/>
        <source>type into %1: the report gives no text</source>
        <extracomment>%1 the text field; the plan has no command for this step</extracomment>
        <translation>in %1 tippen: der Bericht nennt keinen Text</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="189"/>
        <source>type &quot;%1&quot;</source>
        <extracomment>%1 the text typed</extracomment>
        <translation>„%1“ eingeben</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="223"/>
        <source>open the options menu</source>
        <translation>das Optionsmenü öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="227"/>
        <source>open the app: package unknown</source>
        <translation>die App öffnen: Paket unbekannt</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="231"/>
        <source>open %1</source>
        <extracomment>%1 the app&apos;s package name, e.g. org.gnucash.android</extracomment>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="238"/>
        <source>turn auto-rotate off</source>
        <translation>automatisches Drehen ausschalten</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="243"/>
        <source>rotate to landscape</source>
        <translation>ins Querformat drehen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="243"/>
        <source>rotate to portrait</source>
        <translation>ins Hochformat drehen</translation>
    </message>
    <message>
        <location filename="../models/replay/replayplanner.cpp" line="247"/>
        <source>unknown action %1</source>
        <extracomment>%1 the action&apos;s name as recorded</extracomment>
        <translation>unbekannte Aktion %1</translation>
    </message>
</context>
<context>
    <name>StepWise::Replayer</name>
    <message>
        <location filename="../models/replay/replayer.cpp" line="51"/>
        <source>%1 &quot;%2&quot;</source>
        <extracomment>a widget: %1 its Android class (Button, TextView, ...), %2 its label</extracomment>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="55"/>
        <source>%1 at %2</source>
        <extracomment>a widget without label or id: %1 its Android class, %2 its path in the GUI hierarchy</extracomment>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="104"/>
        <source>&quot;%1&quot;</source>
        <extracomment>a widget&apos;s text as a step names it</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="120"/>
        <source>step &quot;%1&quot;: the recorded screen has no GUI hierarchy</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>Schritt „%1“: Der aufgezeichnete Bildschirm hat keine GUI-Hierarchie</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="149"/>
        <source>step &quot;%1&quot; has no recorded widget position</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>Schritt „%1“ hat keine aufgezeichnete Widget-Position</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="180"/>
        <source>%1 failed on %2: %3</source>
        <extracomment>%1 the input event (tap 540,1210), %2 the device, %3 the device&apos;s error</extracomment>
        <translation>%1 ist auf %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="195"/>
        <source>step &quot;%1&quot; has no recorded screen to find its widget on</source>
        <extracomment>%1 the step, e.g. click &quot;Save&quot;</extracomment>
        <translation>Schritt „%1“ hat keinen aufgezeichneten Bildschirm, auf dem sein Widget zu finden wäre</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="202"/>
        <source>sent %1</source>
        <extracomment>%1 the input event sent to the device (tap 540,1210, back, ...)</extracomment>
        <translation>%1 gesendet</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="213"/>
        <source>no widget at %1,%2 on the recorded screen</source>
        <extracomment>%1,%2 a screen position in px</extracomment>
        <translation>kein Widget bei %1,%2 auf dem aufgezeichneten Bildschirm</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="215"/>
        <source>node %1 does not exist on the recorded screen</source>
        <extracomment>%1 a path in the GUI hierarchy</extracomment>
        <translation>Knoten %1 existiert auf dem aufgezeichneten Bildschirm nicht</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="231"/>
        <source>cannot read the screen of %1: %2</source>
        <extracomment>%1 the device, %2 the device&apos;s error</extracomment>
        <translation>der Bildschirm von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="235"/>
        <source>%1 is not showing the app %2</source>
        <extracomment>%1 the device, %2 the app&apos;s package name</extracomment>
        <translation>%1 zeigt die App %2 nicht an</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="245"/>
        <source>%1 found at %2</source>
        <extracomment>%1 the widget, %2 its path in the device&apos;s GUI hierarchy</extracomment>
        <translation>%1 bei %2 gefunden</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="247"/>
        <source>%1 found at %2 after %3</source>
        <extracomment>%1 the widget, %2 its path, %3 the responsive patterns applied (MoreOptions, Scroll, ...)</extracomment>
        <translation>%1 bei %2 gefunden, nach %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/replay/replayer.cpp" line="252"/>
        <source>%1 not found on %2 after %n event(s) (%3)</source>
        <extracomment>%1 the widget, %2 the device, %3 the responsive patterns applied (MoreOptions, Scroll, ...)</extracomment>
        <translation>
            <numerusform>%1 auf %2 nach %n Ereignis nicht gefunden (%3)</numerusform>
            <numerusform>%1 auf %2 nach %n Ereignissen nicht gefunden (%3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="290"/>
        <source>%1 is not on the screen of %2 and no responsive pattern applies</source>
        <translation>%1 ist nicht auf dem Bildschirm von %2, und kein responsives Muster passt</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="293"/>
        <source>%1 is not on the screen of %2; tried %3 without success</source>
        <translation>%1 ist nicht auf dem Bildschirm von %2; %3 ohne Erfolg versucht</translation>
    </message>
    <message>
        <location filename="../models/replay/replayer.cpp" line="304"/>
        <source>%1 replayed by %2: %3</source>
        <extracomment>%1 the widget, %2 the responsive pattern&apos;s name (VagueText, ...), %3 what the pattern did</extracomment>
        <translation>%1 durch %2 wiedergegeben: %3</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportDocument</name>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="103"/>
        <source>test %1 needs an input array, an output and a label (failing, passing or unknown)</source>
        <translation>Test %1 braucht ein Eingabe-Array, eine Ausgabe und eine Bewertung (failing, passing oder unknown)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="360"/>
        <source>%1 is not a StepWise document (schema is not %2)</source>
        <translation>%1 ist kein StepWise-Dokument (Schema ist nicht %2)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="347"/>
        <source>%1 is not JSON (%2)</source>
        <translation>%1 ist kein JSON (%2)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="95"/>
        <source>test %1: &quot;input&quot; must hold whole numbers only</source>
        <translation>Test %1: „input“ darf nur ganze Zahlen enthalten</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="125"/>
        <source>&quot;formula&quot;: %1</source>
        <translation>&quot;formula&quot;: %1</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="141"/>
        <source>&quot;program&quot; must be a string</source>
        <translation>„program“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="180"/>
        <source>&quot;agreement&quot; must hold numbers from 0 to 1</source>
        <translation>„agreement“ darf nur Zahlen von 0 bis 1 enthalten</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="210"/>
        <source>passing</source>
        <translation>besteht</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="212"/>
        <source>failing</source>
        <translation>schlägt fehl</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="216"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="222"/>
        <source>Test oracle</source>
        <translation>Testorakel</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="229"/>
        <source>Learned condition: %1</source>
        <extracomment>%1 the failure condition the oracle learned, e.g. &quot;fails when i1 = i2&quot;</extracomment>
        <translation>Gelernte Bedingung: %1</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="242"/>
        <source>input</source>
        <extracomment>column of the exported oracle tests: the program&apos;s input</extracomment>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="244"/>
        <source>output</source>
        <extracomment>column of the exported oracle tests: the program&apos;s output</extracomment>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="246"/>
        <source>label</source>
        <extracomment>column of the exported oracle tests: failing, passing or unknown</extracomment>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="249"/>
        <source>expected output</source>
        <extracomment>column of the exported oracle tests: what the program should print (empty where nobody said)</extracomment>
        <translation>erwartete Ausgabe</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="354"/>
        <source>%1 was written by another StepWise version (schema &quot;%2&quot;); this version reads &quot;%3&quot; documents. Open it with the version that wrote it, or copy its report text into a new report.</source>
        <extracomment>%1 file name, %2 the document&apos;s schema, %3 the schema this version reads</extracomment>
        <translation>%1 wurde von einer anderen StepWise-Version geschrieben (Schema „%2“); diese Version liest „%3“-Dokumente. Öffnen Sie es mit der Version, die es geschrieben hat, oder kopieren Sie den Berichtstext in einen neuen Bericht.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="72"/>
        <location filename="../models/document/reportdocument.cpp" line="373"/>
        <location filename="../models/document/reportdocument.cpp" line="382"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="374"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="73"/>
        <location filename="../models/document/reportdocument.cpp" line="375"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="68"/>
        <source>&quot;%1&quot; is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="69"/>
        <source>&quot;%1&quot; must be %2</source>
        <translation>„%1“ muss %2 sein</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="376"/>
        <source>%1: &quot;%2&quot; is missing</source>
        <translation>%1: „%2“ fehlt</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="377"/>
        <location filename="../models/document/reportdocument.cpp" line="382"/>
        <source>%1: &quot;%2&quot; must be %3</source>
        <translation>%1: „%2“ muss %3 sein</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="395"/>
        <source>%1: &quot;oracle&quot; is malformed (%2)</source>
        <translation>%1: „oracle“ ist fehlerhaft (%2)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="406"/>
        <source>%1: in the test oracle attachment, %2, so that field was left out; the condition and the labelled tests were opened.</source>
        <extracomment>%1 is the document&apos;s file name, %2 what is wrong with one optional field of the attachment</extracomment>
        <translation>%1: Im Anhang mit dem Test-Orakel gilt: %2; dieses Feld wurde daher ausgelassen, die Bedingung und die bewerteten Tests wurden geöffnet.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="462"/>
        <location filename="../models/document/reportdocument.cpp" line="463"/>
        <source>a zip archive</source>
        <translation>ein ZIP-Archiv</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="464"/>
        <source>a tar archive</source>
        <translation>ein tar-Archiv</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="466"/>
        <source>a gzip-compressed file (such as a .tar.gz archive)</source>
        <translation>eine gzip-komprimierte Datei (etwa ein .tar.gz-Archiv)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="468"/>
        <source>a bzip2-compressed file (such as a .tar.bz2 archive)</source>
        <translation>eine bzip2-komprimierte Datei (etwa ein .tar.bz2-Archiv)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="473"/>
        <source>an xz-compressed file (such as a .tar.xz archive)</source>
        <translation>eine xz-komprimierte Datei (etwa ein .tar.xz-Archiv)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="474"/>
        <source>a 7-Zip archive</source>
        <translation>ein 7-Zip-Archiv</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="476"/>
        <source>a RAR archive</source>
        <translation>ein RAR-Archiv</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="478"/>
        <source>a Zstandard-compressed file</source>
        <translation>eine Zstandard-komprimierte Datei</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="479"/>
        <source>a PNG image</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="481"/>
        <source>a JPEG image</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="482"/>
        <source>a GIF image</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="483"/>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="485"/>
        <source>an SQLite database (such as a model store)</source>
        <translation>eine SQLite-Datenbank (etwa ein Modellspeicher)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="490"/>
        <source>a program (ELF executable)</source>
        <translation>ein Programm (ELF-Binärdatei)</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="491"/>
        <source>a Windows program</source>
        <translation>ein Windows-Programm</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="509"/>
        <source>%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents. An archive of recordings is an execution model: open it with File &gt; Open model.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a zip archive&quot;)</extracomment>
        <translation>%1 ist %2, kein Bericht: Berichte sind reiner Text (UTF-8) oder .stepwise-Dokumente. Ein Archiv von Aufzeichnungen ist ein Ausführungsmodell: Öffnen Sie es mit Datei &gt; Modell öffnen.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="513"/>
        <source>%1 is %2, not a report: reports are plain text (UTF-8) or .stepwise documents.</source>
        <extracomment>%1 the file, %2 what it is (&quot;a PNG image&quot;)</extracomment>
        <translation>%1 ist %2, kein Bericht: Berichte sind reiner Text (UTF-8) oder .stepwise-Dokumente.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="522"/>
        <source>%1 is not a report: it holds NUL bytes, so it is a binary file (or UTF-16 text without a byte-order mark). Reports are plain text (UTF-8) or .stepwise documents.</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1 ist kein Bericht: Die Datei enthält NUL-Bytes, ist also eine Binärdatei (oder UTF-16-Text ohne Byte-Order-Mark). Berichte sind reiner Text (UTF-8) oder .stepwise-Dokumente.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="530"/>
        <source>%1 is not UTF-8 text (nor UTF-16 with a byte-order mark): invalid byte %2 at line %3, column %4 (counted in bytes); save it as UTF-8 and open it again.</source>
        <extracomment>%1 the file, %2 the byte&apos;s value (0xE9), %3 its line, %4 its column counted in bytes from the line&apos;s start</extracomment>
        <translation>%1 ist kein UTF-8-Text (und kein UTF-16 mit Byte-Order-Mark): ungültiges Byte %2 in Zeile %3, Spalte %4 (in Bytes gezählt); speichern Sie die Datei als UTF-8 und öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="393"/>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="112"/>
        <source>test %1 has an input of length %2, but test 1 one of length %3</source>
        <extracomment>%1 the test&apos;s position from 1, %2 and %3 how many numbers its input has</extracomment>
        <translation>Test %1 hat eine Eingabe der Länge %2, Test 1 aber eine der Länge %3</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="161"/>
        <source>&quot;names&quot; must be an array of names, one per input and optionally one for the output</source>
        <translation>„names“ muss ein Array von Namen sein, einer je Eingabe und optional einer für die Ausgabe</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="401"/>
        <source>%1: the test oracle attachment is malformed (%2) and was left out; the report text was opened.</source>
        <extracomment>%1 is the document&apos;s file name, %2 what is wrong with the attachment</extracomment>
        <translation>%1: Der Anhang mit dem Test-Orakel ist fehlerhaft (%2) und wurde ausgelassen; der Berichtstext wurde geöffnet.</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="429"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../models/document/reportdocument.cpp" line="565"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportEditor</name>
    <message>
        <location filename="../views/reporteditor.cpp" line="32"/>
        <source>Describe the bug: a title, then the steps to reproduce, one per line.</source>
        <translation>Beschreiben Sie den Fehler: einen Titel, dann die Schritte zur Reproduktion, einen pro Zeile.</translation>
    </message>
    <message>
        <location filename="../views/reporteditor.cpp" line="233"/>
        <source>Possibly misspelled: %1</source>
        <translation>Möglicherweise falsch geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../views/reporteditor.cpp" line="282"/>
        <source>Add “%1” to the dictionary</source>
        <translation>„%1“ zum Wörterbuch hinzufügen</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportExporter</name>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="197"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="527"/>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="527"/>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="529"/>
        <source>%1×%2 px, %3 dpi, %4</source>
        <extracomment>a device profile: %1×%2 its screen size in px, %3 its density, %4 &quot;portrait&quot; or &quot;landscape&quot;</extracomment>
        <translation>%1×%2 px, %3 dpi, %4</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="536"/>
        <source>Recorded on %1; positions adapted to %2. Run with the device attached (`adb devices`).</source>
        <extracomment>%1 the recording device, %2 the target device (both &quot;1080×1920 px, 480 dpi, portrait&quot;); `adb devices` is a command</extracomment>
        <translation>Aufgezeichnet auf %1; Positionen angepasst an %2. Mit angeschlossenem Gerät ausführen (`adb devices`).</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="544"/>
        <source>Replay on %1</source>
        <extracomment>heading of the exported replay plan; %1 the target device&apos;s name</extracomment>
        <translation>Wiedergabe auf %1</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="551"/>
        <source>no reproduction path to replay</source>
        <translation>kein Reproduktionspfad zum Abspielen</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="558"/>
        <source>Labels: CS correct step, AS ambiguous step, VM vocabulary mismatch, MS missing steps before it. Checked against %1 by StepWise (%2).</source>
        <extracomment>%1 the app version (or &quot;the app&apos;s execution model&quot;), %2 the analyzer backend, e.g. &quot;offline&quot;</extracomment>
        <translation>Bewertungen: CS korrekt, AS mehrdeutig, VM abweichendes Vokabular, MS fehlende Schritte davor. Von StepWise (%2) gegen %1 geprüft.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="560"/>
        <source>the app&apos;s execution model</source>
        <translation>das Ausführungsmodell der App</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="567"/>
        <source>(suggested)</source>
        <extracomment>marks a missing step that StepWise inserted into the exported steps</extracomment>
        <translation>(vorgeschlagen)</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="575"/>
        <source>(suggested, missing before step %1)</source>
        <extracomment>marks a missing step that StepWise inserted, unnumbered, before the reporter&apos;s step %1 (its number)</extracomment>
        <translation>(vorgeschlagen, fehlt vor Schritt %1)</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="628"/>
        <source>No steps to reproduce found yet. Write one step per line, e.g. “Tap the Save button”.</source>
        <translation>Noch keine Schritte zur Reproduktion gefunden. Schreiben Sie einen Schritt pro Zeile, z. B. „Tap the Save button“.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="638"/>
        <source>Partial assessment: it was canceled; the labels are the best found until then.</source>
        <translation>Teilbewertung: Sie wurde abgebrochen; die Bewertungen sind die bis dahin besten gefundenen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/quality/reportexporter.cpp" line="641"/>
        <source>Partial assessment: %n sentence(s) were not read for steps. A report is read up to its first %1 sentences, each of at most %2 characters.</source>
        <translation>
            <numerusform>Teilweise Bewertung: %n Satz wurde nicht auf Schritte gelesen. Ein Bericht wird bis zu seinen ersten %1 Sätzen gelesen, jeder mit höchstens %2 Zeichen.</numerusform>
            <numerusform>Teilweise Bewertung: %n Sätze wurden nicht auf Schritte gelesen. Ein Bericht wird bis zu seinen ersten %1 Sätzen gelesen, jeder mit höchstens %2 Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="646"/>
        <source>Partial assessment: the search limit was reached; the labels are the best found until then.</source>
        <translation>Teilbewertung: Das Suchlimit wurde erreicht; die Bewertungen sind die bis dahin besten gefundenen.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="654"/>
        <source>Nothing was checked from step %1 (&quot;%2&quot;) on.</source>
        <translation>Ab Schritt %1 („%2“) wurde nichts geprüft.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="656"/>
        <source>Nothing was checked from step %1 (&quot;%2&quot;, sentence %3) on.</source>
        <translation>Ab Schritt %1 („%2“, Satz %3) wurde nichts geprüft.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="691"/>
        <source>step %1: %2</source>
        <extracomment>a replay plan&apos;s shell comment: %1 the step&apos;s number on the path, %2 what the command does</extracomment>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="707"/>
        <location filename="../models/quality/reportexporter.cpp" line="1012"/>
        <source>Steps to reproduce</source>
        <translation>Schritte zur Reproduktion</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="771"/>
        <source>No steps to reproduce were found.</source>
        <translation>Es wurden keine Schritte zur Reproduktion gefunden.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="772"/>
        <location filename="../models/quality/reportexporter.cpp" line="956"/>
        <source>Not described.</source>
        <translation>Nicht beschrieben.</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="773"/>
        <location filename="../models/quality/reportexporter.cpp" line="957"/>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="775"/>
        <location filename="../models/quality/reportexporter.cpp" line="959"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="803"/>
        <source>no screenshot recorded</source>
        <translation>kein Bildschirmfoto aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="818"/>
        <source>screenshot</source>
        <extracomment>an image&apos;s alt text, for a screen without a name</extracomment>
        <translation>Bildschirmfoto</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="820"/>
        <source>screenshot of the %1 screen</source>
        <translation>Bildschirmfoto des Bildschirms %1</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="992"/>
        <source>en</source>
        <extracomment>the language of this translation as a BCP 47 tag (HTML lang attribute): de, zh-CN</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <location filename="../models/quality/reportexporter.cpp" line="995"/>
        <source>Bug report</source>
        <translation>Fehlerbericht</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportProblems</name>
    <message>
        <location filename="../views/reportproblems.cpp" line="39"/>
        <source>The report was written for app version “%1”, which the model store %2 does not hold. Import that app&apos;s model with File &gt; Open model… (it is selected as soon as it is imported), or choose another version with Ctrl+M. Until then the report is assessed against “%3”.</source>
        <extracomment>%1 is the report&apos;s app version (e.g. 1-org.gnucash.android-2.1.3), %2 the model store&apos;s file name, %3 the app version used meanwhile (app versions stay as they are)</extracomment>
        <translation>Der Bericht wurde für die App-Version „%1“ geschrieben, die der Modellspeicher %2 nicht enthält. Importieren Sie das Modell dieser App mit Datei &gt; Modell öffnen… (es wird ausgewählt, sobald es importiert ist), oder wählen Sie mit Strg+M eine andere Version. Bis dahin wird der Bericht gegen „%3“ geprüft.</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="42"/>
        <source>no model</source>
        <translation>kein Modell</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="43"/>
        <source>App version not in the model store</source>
        <translation>App-Version nicht im Modellspeicher</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="68"/>
        <source>The report is about “%1”, but the model “%2” is of another app (%3). Its steps are checked against that app&apos;s screens; choose the report&apos;s app with Ctrl+M.</source>
        <extracomment>%1 the app the report names (e.g. atimetracker), %2 the app version (stays as it is, e.g. 1-org.gnucash.android-2.1.3), %3 the names that model&apos;s app goes by</extracomment>
        <translation>Der Bericht handelt von „%1“, aber das Modell „%2“ gehört zu einer anderen App (%3). Seine Schritte werden an den Bildschirmen dieser App geprüft; wählen Sie die App des Berichts mit Strg+M.</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="70"/>
        <source>no name known</source>
        <translation>kein Name bekannt</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="71"/>
        <source>Report of another app</source>
        <translation>Bericht zu einer anderen App</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="81"/>
        <source>The model store %1 holds no app version “%2”; it holds: %3.</source>
        <extracomment>%1 is the store&apos;s file name, %2 the app version asked for, %3 the versions it holds (app versions, e.g. 1-org.gnucash.android-2.1.3, stay as they are)</extracomment>
        <translation>Der Modellspeicher %1 enthält keine App-Version „%2“; er enthält: %3.</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="83"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/reportproblems.cpp" line="87"/>
        <source>The model store %1 holds no models; import one with “stepwise-cli import --db %1 PATH” or File &gt; Open model.</source>
        <extracomment>%1 is the store&apos;s file name; the command stays as it is</extracomment>
        <translation>Der Modellspeicher %1 enthält keine Modelle; importieren Sie eines mit „stepwise-cli import --db %1 PATH“ oder Datei &gt; Modell öffnen.</translation>
    </message>
</context>
<context>
    <name>StepWise::ReportWorkspace</name>
    <message>
        <location filename="../views/reportworkspace.cpp" line="35"/>
        <source>Steps to reproduce</source>
        <translation>Schritte zur Reproduktion</translation>
    </message>
    <message>
        <location filename="../views/reportworkspace.cpp" line="43"/>
        <source>&lt;b&gt;Steps to reproduce&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schritte zur Reproduktion&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../views/reportworkspace.cpp" line="79"/>
        <source>&lt;b&gt;Reproduction path&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reproduktionspfad&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StepWise::ResponsivePatterns</name>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="239"/>
        <source>the label &quot;%1&quot; reads &quot;%2&quot; here</source>
        <translation>die Beschriftung „%1“ lautet hier „%2“</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="253"/>
        <source>the label moved between text and description</source>
        <translation>die Beschriftung wechselte zwischen Text und Beschreibung</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="282"/>
        <source>scroll its container forward</source>
        <translation>seinen Container vorwärts scrollen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="283"/>
        <source>scroll its container back</source>
        <translation>seinen Container zurück scrollen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="291"/>
        <source>open the &quot;More options&quot; overflow menu</source>
        <translation>das Überlaufmenü „More options“ öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="320"/>
        <source>open the navigation drawer</source>
        <translation>die Navigationsleiste öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="349"/>
        <source>tap the sibling tab &quot;%1&quot;</source>
        <translation>auf den Nachbar-Tab „%1“ tippen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="382"/>
        <source>select the tab &quot;%1&quot; the step was recorded on</source>
        <translation>den Tab „%1“ wählen, auf dem der Schritt aufgezeichnet wurde</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="398"/>
        <source>page the pager forward</source>
        <translation>im Pager vorwärts blättern</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="398"/>
        <source>page the pager back</source>
        <translation>im Pager zurückblättern</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="411"/>
        <source>page the pager that only this device has forward</source>
        <translation>im Pager, den nur dieses Gerät hat, vorwärts blättern</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="412"/>
        <source>page the pager that only this device has back</source>
        <translation>im Pager, den nur dieses Gerät hat, zurückblättern</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="430"/>
        <source>open the item &quot;%1&quot; selected on the recorded device</source>
        <translation>das auf dem Aufnahmegerät ausgewählte Element „%1“ öffnen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="437"/>
        <source>go back from the detail pane to the list</source>
        <translation>von der Detailansicht zur Liste zurückgehen</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="450"/>
        <source>the recorded step navigates up: press Back</source>
        <translation>der aufgezeichnete Schritt navigiert nach oben: Zurück drücken</translation>
    </message>
    <message>
        <location filename="../models/replay/responsivepatterns.cpp" line="456"/>
        <source>navigate up</source>
        <translation>nach oben navigieren</translation>
    </message>
</context>
<context>
    <name>StepWise::RunStatus</name>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="22"/>
        <source>ok</source>
        <extracomment>how a run of the program under test ended: it exited 0 and printed one number</extracomment>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="25"/>
        <source>empty</source>
        <extracomment>how a run of the program under test ended: it printed nothing</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="28"/>
        <source>non-zero exit</source>
        <extracomment>how a run of the program under test ended: it exited with a non-zero code</extracomment>
        <translation>Exit-Code ungleich 0</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="31"/>
        <source>crashed</source>
        <extracomment>how a run of the program under test ended: killed by a signal</extracomment>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="34"/>
        <source>timed out</source>
        <extracomment>how a run of the program under test ended: it exceeded the time limit</extracomment>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="37"/>
        <source>memory limit</source>
        <extracomment>how a run of the program under test ended: the system killed it for exceeding the run&apos;s memory limit</extracomment>
        <translation>Speichergrenze</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="40"/>
        <source>non-numeric</source>
        <extracomment>how a run of the program under test ended: it printed text that is not a number</extracomment>
        <translation>nicht numerisch</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="45"/>
        <source>failed to start</source>
        <extracomment>how a run of the program under test ended: it could not be started</extracomment>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="61"/>
        <source>For input %1 the program crashes (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a crash is read as</extracomment>
        <translation>Bei der Eingabe %1 stürzt das Programm ab (gewertet als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="64"/>
        <source>For input %1 the program does not finish in time (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a time-out is read as</extracomment>
        <translation>Bei der Eingabe %1 wird das Programm nicht rechtzeitig fertig (gewertet als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="67"/>
        <source>For input %1 the program exceeds its memory limit (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output a run killed at its memory limit is read as</extracomment>
        <translation>Bei der Eingabe %1 überschreitet das Programm seine Speichergrenze (gewertet als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="70"/>
        <source>For input %1 the program exits with an error (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output an error exit is read as</extracomment>
        <translation>Bei der Eingabe %1 endet das Programm mit einem Fehler (gewertet als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="73"/>
        <source>For input %1 the program prints nothing (counted as output %2)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the output no output is read as</extracomment>
        <translation>Bei der Eingabe %1 gibt das Programm nichts aus (gewertet als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="78"/>
        <source>For input %1 the program prints %2 (read as %3)</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the text the program printed (&quot;2.50&quot;, &quot;NO&quot;), %3 the number it is read as</extracomment>
        <translation>Bei der Eingabe %1 gibt das Programm %2 aus (gelesen als %3)</translation>
    </message>
    <message>
        <location filename="../models/oracle/oracletypes.cpp" line="86"/>
        <source>For input %1 the program prints %2</source>
        <extracomment>a question to the reporter; %1 the input numbers, %2 the number the program printed</extracomment>
        <translation>Bei der Eingabe %1 gibt das Programm %2 aus</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="127"/>
        <source>prints %1 (read as %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the text it printed (&quot;2.50&quot;, &quot;NO&quot;), %2 the number that text is read as</extracomment>
        <translation>gibt %1 aus (gelesen als %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="129"/>
        <source>prints %1</source>
        <extracomment>follows &quot;the program&quot;; %1 the number it printed</extracomment>
        <translation>gibt %1 aus</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="132"/>
        <source>prints nothing (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;empty&quot;), %2 the output it counts as</extracomment>
        <translation>gibt nichts aus (Laufstatus „%1“, zählt als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="137"/>
        <source>exits with status %1 and prints nothing (run status &quot;%2&quot;, counted as output %3)</source>
        <extracomment>follows &quot;the program&quot;; %1 its exit status, %2 the run status (&quot;non-zero exit&quot;), %3 the output it counts as</extracomment>
        <translation>endet mit Status %1 und gibt nichts aus (Laufstatus „%2“, zählt als Ausgabe %3)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="141"/>
        <source>exits with status %1 after printing &quot;%2&quot; (run status &quot;%3&quot;, counted as output %4)</source>
        <extracomment>follows &quot;the program&quot;; %1 its exit status, %2 what it printed, %3 the run status (&quot;non-zero exit&quot;), %4 the output it counts as</extracomment>
        <translation>endet mit Status %1, nachdem es „%2“ ausgegeben hat (Laufstatus „%3“, zählt als Ausgabe %4)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="145"/>
        <source>crashes (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;crashed&quot;), %2 the output it counts as</extracomment>
        <translation>stürzt ab (Laufstatus „%1“, zählt als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="148"/>
        <source>does not finish in time (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;timed out&quot;), %2 the output it counts as</extracomment>
        <translation>wird nicht rechtzeitig fertig (Laufstatus „%1“, zählt als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="151"/>
        <source>exceeds its memory limit (run status &quot;%1&quot;, counted as output %2)</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;memory limit&quot;), %2 the output it counts as</extracomment>
        <translation>überschreitet seine Speichergrenze (Laufstatus „%1“, zählt als Ausgabe %2)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="154"/>
        <source>prints &quot;%1&quot;, which is not one number (run status &quot;%2&quot;)</source>
        <extracomment>follows &quot;the program&quot;; %1 what it printed, %2 the run status (&quot;non-numeric&quot;)</extracomment>
        <translation>gibt „%1“ aus, was keine einzelne Zahl ist (Laufstatus „%2“)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="159"/>
        <source>does not start (run status &quot;%1&quot;): %2</source>
        <extracomment>follows &quot;the program&quot;; %1 the run status (&quot;failed to start&quot;), %2 the error naming the program</extracomment>
        <translation>startet nicht (Laufstatus „%1“): %2</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="270"/>
        <source>cannot start %1: there is no such file</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>%1 kann nicht gestartet werden: Diese Datei gibt es nicht</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="274"/>
        <source>cannot start %1: no program of that name in PATH (give its path, e.g. ./%1)</source>
        <extracomment>%1 the name given as the program</extracomment>
        <translation>%1 kann nicht gestartet werden: kein Programm dieses Namens im PATH (geben Sie seinen Pfad an, z. B. ./%1)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="277"/>
        <source>cannot start %1: it is a folder, not a program</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>%1 kann nicht gestartet werden: Das ist ein Ordner, kein Programm</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="281"/>
        <source>cannot start %1: the file is not executable (a program built from a source file, or chmod +x)</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>%1 kann nicht gestartet werden: Die Datei ist nicht ausführbar (ein aus einer Quelldatei erstelltes Programm angeben, oder chmod +x)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="287"/>
        <source>cannot start %1: the system cannot run it (a script needs a first line such as #!/bin/sh)</source>
        <extracomment>%1 the path given as the program</extracomment>
        <translation>%1 kann nicht gestartet werden: Das System kann es nicht ausführen (ein Skript braucht eine erste Zeile wie #!/bin/sh)</translation>
    </message>
    <message>
        <location filename="../models/oracle/subjectrunner.cpp" line="291"/>
        <source>cannot start %1: %2</source>
        <extracomment>%1 the program, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::ScreenshotPanel</name>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="42"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Verkleinern (Ctrl+Mausrad)</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="43"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="43"/>
        <source>Fit the screenshot to the panel&apos;s width</source>
        <translation>Bildschirmfoto an die Breite des Bereichs anpassen</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="44"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Vergrößern (Ctrl+Mausrad)</translation>
    </message>
    <message>
        <location filename="../views/screenshotpanel.cpp" line="60"/>
        <location filename="../views/screenshotpanel.cpp" line="87"/>
        <location filename="../views/screenshotpanel.cpp" line="102"/>
        <source>No screenshot recorded for this screen</source>
        <translation>Für diesen Bildschirm wurde kein Bildschirmfoto aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>StepWise::ScreenshotView</name>
    <message>
        <location filename="../views/screenshotview.cpp" line="11"/>
        <source>No screenshot recorded for this screen</source>
        <translation>Für diesen Bildschirm wurde kein Bildschirmfoto aufgezeichnet</translation>
    </message>
</context>
<context>
    <name>StepWise::SmtLearner</name>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="571"/>
        <source>test %1 has %2 values, expected %3</source>
        <translation>Test %1 hat %2 Werte, erwartet wurden %3</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="592"/>
        <source>contradictory labels: input %1 with output %2 is labelled both passing and failing</source>
        <translation>widersprüchliche Bewertungen: Eingabe %1 mit Ausgabe %2 ist sowohl als bestanden als auch als fehlgeschlagen bewertet</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="671"/>
        <source>learning canceled</source>
        <translation>Lernen abgebrochen</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="750"/>
        <source>no formula found within %1 ms</source>
        <translation>keine Formel innerhalb von %1 ms gefunden</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="755"/>
        <source>no formula found within %1 resource units</source>
        <translation>keine Formel innerhalb von %1 Ressourceneinheiten gefunden</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="789"/>
        <source>Z3 error: %1</source>
        <translation>Z3-Fehler: %1</translation>
    </message>
    <message>
        <location filename="../models/oracle/smtlearner.cpp" line="792"/>
        <source>no formula with at most %1 clauses and %2 atoms separates the labelled tests</source>
        <translation>keine Formel mit höchstens %1 Klauseln und %2 Atomen trennt die bewerteten Tests</translation>
    </message>
</context>
<context>
    <name>StepWise::SqliteGraphStore</name>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="93"/>
        <source>%1 is damaged (%2SQLite: %3); the file was left unchanged. Restore it from a backup, or import the models again into a new file</source>
        <translation>%1 ist beschädigt (%2SQLite: %3); die Datei wurde nicht verändert. Stellen Sie sie aus einer Sicherung wieder her oder importieren Sie die Modelle erneut in eine neue Datei</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="96"/>
        <source>its header, where SQLite&apos;s &quot;SQLite format 3&quot; belongs, is all zero bytes; </source>
        <translation>ihr Kopf, wo SQLites „SQLite format 3“ stehen sollte, besteht nur aus Nullbytes; </translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="101"/>
        <source>%1 is not an SQLite database at all (SQLite: %2); nothing was changed</source>
        <translation>%1 ist überhaupt keine SQLite-Datenbank (SQLite: %2); nichts wurde verändert</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="133"/>
        <source>it is on a file system mounted read-only</source>
        <translation>die Datei liegt auf einem nur lesbar eingehängten Dateisystem</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="138"/>
        <source>no write permission for the file</source>
        <translation>keine Schreibrechte für die Datei</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="141"/>
        <source>no write permission for its folder, where SQLite keeps its journal</source>
        <translation>keine Schreibrechte für den Ordner der Datei, in dem SQLite sein Journal ablegt</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="142"/>
        <source>no write permission for its folder</source>
        <translation>keine Schreibrechte für den Ordner der Datei</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="154"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="163"/>
        <source>integrity check: %1</source>
        <translation>Integritätsprüfung: %1</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="173"/>
        <source>cannot open %1: the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>%1 kann nicht geöffnet werden: Der Qt-SQLite-Treiber (QSQLITE) ist nicht installiert</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="177"/>
        <source>cannot open %1: it is a folder, not a database file</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Ordner, keine Datenbankdatei</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="180"/>
        <source>cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: Datei existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="187"/>
        <source>%1 is read-only (%2); nothing was changed</source>
        <translation>%1 ist nur lesbar (%2); es wurde nichts geändert</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="188"/>
        <source>cannot create %1 (%2)</source>
        <translation>%1 kann nicht erstellt werden (%2)</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="216"/>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="227"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="234"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="237"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="241"/>
        <source>%1 is not a StepWise database (%2)</source>
        <translation>%1 ist keine StepWise-Datenbank (%2)</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="244"/>
        <source>%1 is not a StepWise database (it holds other tables, e.g. &apos;%2&apos;); nothing was changed</source>
        <translation>%1 ist keine StepWise-Datenbank (sie enthält andere Tabellen, z. B. „%2“); nichts wurde verändert</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="248"/>
        <source>%1 is not a StepWise database (another application&apos;s SQLite file); nothing was changed</source>
        <translation>%1 ist keine StepWise-Datenbank (die SQLite-Datei einer anderen Anwendung); nichts wurde verändert</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="250"/>
        <source>%1 was written by a newer StepWise (schema version %2, this build knows up to %3)</source>
        <translation>%1 wurde von einem neueren StepWise geschrieben (Schemaversion %2, diese Version kennt bis %3)</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="277"/>
        <source>%1: cannot set the page size: %2</source>
        <translation>%1: Die Seitengröße kann nicht gesetzt werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="280"/>
        <source>%1: cannot enable foreign keys: %2</source>
        <translation>%1: Fremdschlüssel können nicht aktiviert werden: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="291"/>
        <source>%1: cannot switch to WAL journal: %2</source>
        <translation>%1: Umstellen auf das WAL-Journal nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="265"/>
        <location filename="../models/graph/sqlitegraphstore.cpp" line="296"/>
        <source>%1: cannot configure the connection: %2</source>
        <translation>%1: Die Verbindung kann nicht eingerichtet werden: %2</translation>
    </message>
</context>
<context>
    <name>StepWise::SuggestionList</name>
    <message>
        <location filename="../views/suggestionlist.cpp" line="33"/>
        <source>no screenshot</source>
        <translation>kein Bildschirmfoto</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="117"/>
        <source>On screen “%1”: click to show it large</source>
        <extracomment>%1 is the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); it stays untranslated</extracomment>
        <translation>Auf Bildschirm „%1“: klicken, um ihn groß zu zeigen</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="122"/>
        <source>%1. %2 &lt;b&gt;✓ chosen&lt;/b&gt;</source>
        <extracomment>A suggestion the reporter chose. %1 is its number, %2 the interaction in the report&apos;s language with the control&apos;s label as the app shows it (stays as is). Rich text: keep the &lt;b&gt; tags.</extracomment>
        <translation>%1. %2 &lt;b&gt;✓ gewählt&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="129"/>
        <source>On screen “%1”</source>
        <extracomment>%1 is the screen&apos;s name as the app&apos;s model names it (e.g. &quot;MainActivity&quot;); it stays untranslated</extracomment>
        <translation>Auf dem Bildschirm „%1“</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="136"/>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="138"/>
        <source>Insert this step into the report before the selected step</source>
        <translation>Diesen Schritt vor dem ausgewählten Schritt in den Bericht einfügen</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="140"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="142"/>
        <source>Hide this suggestion for this report</source>
        <translation>Diesen Vorschlag für diesen Bericht ausblenden</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="149"/>
        <source>Use this</source>
        <translation>Diese verwenden</translation>
    </message>
    <message>
        <location filename="../views/suggestionlist.cpp" line="151"/>
        <source>Pin the step to this interaction for the next analyses</source>
        <translation>Den Schritt für die nächsten Analysen an diese Interaktion binden</translation>
    </message>
</context>
<context>
    <name>StepWise::TestSuiteExporter</name>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="23"/>
        <source>%1: cannot write: %2</source>
        <extracomment>%1 a file of the exported test suite, %2 the system&apos;s reason</extracomment>
        <translation>%1: Schreiben nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="42"/>
        <source>no folder given: give a folder for the test suite</source>
        <translation>kein Ordner angegeben: geben Sie einen Ordner für die Testsuite an</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="47"/>
        <source>%1 is a file, not a folder: give a folder for the test suite</source>
        <extracomment>%1 the path given for the test suite</extracomment>
        <translation>%1 ist eine Datei, kein Ordner: Geben Sie einen Ordner für die Testsuite an</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="65"/>
        <source>%1: cannot create the folder in %2</source>
        <extracomment>%1 the path given for the test suite, %2 the part of it that exists</extracomment>
        <translation>%1: Der Ordner kann in %2 nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="67"/>
        <source>%1: cannot create the folder: %2 is a file</source>
        <extracomment>%1 the path given for the test suite, %2 the part of it that exists, a file</extracomment>
        <translation>%1: Der Ordner kann nicht angelegt werden: %2 ist eine Datei</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="72"/>
        <source>%1: cannot write files in this folder</source>
        <extracomment>%1 the folder given for the test suite</extracomment>
        <translation>%1: In diesem Ordner können keine Dateien geschrieben werden</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="78"/>
        <source>%1 already holds a test suite (%2%3): choose an empty folder, or remove those files first</source>
        <extracomment>%1 the folder, %2 up to three of its suite files, %3 &quot;, …&quot; when there are more</extracomment>
        <translation>%1 enthält bereits eine Testsuite (%2%3): Wählen Sie einen leeren Ordner oder entfernen Sie zuerst diese Dateien</translation>
    </message>
    <message>
        <location filename="../models/oracle/testsuiteexporter.cpp" line="93"/>
        <source>%1: cannot create the folder</source>
        <extracomment>%1 the path given for the test suite</extracomment>
        <translation>%1: Der Ordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>StepWise::TraceReader</name>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="95"/>
        <source>%1: with its screenshots and the traces read before it, more than %2 MiB, the most one recording may hold; not read</source>
        <translation>%1: zusammen mit den zugehörigen Screenshots und den zuvor gelesenen Traces mehr als %2 MiB, das Maximum für eine Aufzeichnung; nicht gelesen</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="175"/>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="186"/>
        <source>%1: no Execution-*.json trace in this folder</source>
        <translation>%1: kein Execution-*.json-Trace in diesem Ordner</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="206"/>
        <source>%1: every execution in it duplicates one already imported</source>
        <translation>%1: jede enthaltene Ausführung gleicht einer bereits importierten</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="288"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="293"/>
        <source>%1: larger than %2 MiB, the most an execution trace may hold; not read</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Ausführungs-Trace; nicht gelesen</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="305"/>
        <source>%1: empty file</source>
        <translation>%1: leere Datei</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="315"/>
        <source>%1: duplicated execution (same content as %2), skipped</source>
        <translation>%1: doppelte Ausführung (gleicher Inhalt wie %2), übersprungen</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="319"/>
        <source>%1:%2: not valid UTF-8 (execution traces are UTF-8 JSON)</source>
        <translation>%1:%2: kein gültiges UTF-8 (Ausführungstraces sind UTF-8-JSON)</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="325"/>
        <source>%1: malformed JSON: %2</source>
        <translation>%1: fehlerhaftes JSON: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="330"/>
        <source>%1: not a BURT execution trace (no &quot;steps&quot; array)</source>
        <translation>%1: kein BURT-Ausführungstrace (kein „steps“-Array)</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="334"/>
        <source>%1: the execution has no steps</source>
        <translation>%1: die Ausführung hat keine Schritte</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="379"/>
        <source>%1: step %2 is not a JSON object</source>
        <translation>%1: Schritt %2 ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="384"/>
        <source>%1: step %2 has no numeric &quot;action&quot;</source>
        <translation>%1: Schritt %2 hat keine numerische „action“</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="359"/>
        <source>%1: larger than %2 MiB, the most a screenshot may hold; skipped</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Screenshot; übersprungen</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="420"/>
        <source>%1: screenshot file %2 not found</source>
        <translation>%1: Bildschirmfoto-Datei %2 nicht gefunden</translation>
    </message>
    <message>
        <location filename="../models/trace/tracereader.cpp" line="421"/>
        <source>%1: %2 screenshot files not found (first: %3)</source>
        <translation>%1: %2 Bildschirmfoto-Dateien nicht gefunden (erste: %3)</translation>
    </message>
</context>
<context>
    <name>StepWise::UiAutomatorReader</name>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="262"/>
        <source>%1:%2: not valid UTF-8 (uiautomator dumps are UTF-8)</source>
        <translation>%1:%2: kein gültiges UTF-8 (uiautomator-Dumps sind UTF-8)</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="266"/>
        <location filename="../models/trace/uiautomatorreader.cpp" line="282"/>
        <source>%1: empty file, no &lt;hierarchy&gt; element</source>
        <translation>%1: leere Datei, kein &lt;hierarchy&gt;-Element</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="152"/>
        <source>%1:%2: not a uiautomator dump: the root element is &lt;%3&gt;, expected &lt;hierarchy&gt;</source>
        <translation>%1:%2: kein uiautomator-Dump: das Wurzelelement ist &lt;%3&gt;, erwartet wird &lt;hierarchy&gt;</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="171"/>
        <source>%1:%2: &lt;node&gt; elements nested deeper than %3 levels</source>
        <translation>%1:%2: &lt;node&gt;-Elemente sind tiefer als %3 Ebenen verschachtelt</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="114"/>
        <source>%1:%2: malformed bounds &quot;%3&quot; (expected [x1,y1][x2,y2])</source>
        <translation>%1:%2: fehlerhafte Grenzen „%3“ (erwartet [x1,y1][x2,y2])</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="196"/>
        <source>%1:%2:%3: malformed XML: %4</source>
        <translation>%1:%2:%3: fehlerhaftes XML: %4</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="207"/>
        <source>The file ends inside &lt;%1&gt; (opened at line %2, column %3): it looks cut off.</source>
        <extracomment>%1 the element&apos;s name, %2 and %3 its line and column</extracomment>
        <translation>Die Datei endet innerhalb von &lt;%1&gt; (geöffnet in Zeile %2, Spalte %3): Sie scheint abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="220"/>
        <source>&lt;/%1&gt; closes &lt;%2&gt;, opened at line %3, column %4.</source>
        <extracomment>%1 the end tag&apos;s name, %2 the open element&apos;s name, %3 and %4 where that element was opened</extracomment>
        <translation>&lt;/%1&gt; schließt &lt;%2&gt;, geöffnet in Zeile %3, Spalte %4.</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="286"/>
        <source>%1: the dump has no &lt;node&gt; elements</source>
        <translation>%1: der Dump hat keine &lt;node&gt;-Elemente</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="302"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/trace/uiautomatorreader.cpp" line="307"/>
        <source>%1: larger than %2 MiB, the most a dump may hold; not read</source>
        <translation>%1: größer als %2 MiB, das Maximum für einen Dump; nicht gelesen</translation>
    </message>
</context>
<context>
    <name>StepWise::ViewTree</name>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="83"/>
        <source>expected &lt;hierarchy&gt;, found &lt;%1&gt;; not a uiautomator dump</source>
        <extracomment>&lt;hierarchy&gt; is the XML element as written; %1 the element found instead</extracomment>
        <translation>&lt;hierarchy&gt; erwartet, &lt;%1&gt; gefunden; kein uiautomator-Dump</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="92"/>
        <source>node has no valid bounds attribute (&quot;%1&quot;)</source>
        <extracomment>&quot;bounds&quot; is the XML attribute as written; %1 its value</extracomment>
        <translation>Knoten hat kein gültiges bounds-Attribut („%1“)</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="138"/>
        <source>no &lt;hierarchy&gt; element; not a uiautomator dump</source>
        <extracomment>&lt;hierarchy&gt; is the XML element as written</extracomment>
        <translation>kein &lt;hierarchy&gt;-Element; kein uiautomator-Dump</translation>
    </message>
    <message>
        <location filename="../models/replay/viewtree.cpp" line="147"/>
        <source>cannot read %1: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="84"/>
        <source>StepWise: write bug reports whose steps to reproduce are checked live against the app&apos;s execution model.</source>
        <translation>StepWise: Fehlerberichte schreiben, deren Schritte zur Reproduktion laufend am Ausführungsmodell der App geprüft werden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="90"/>
        <source>Open the built-in demo model and report.</source>
        <translation>Das eingebaute Demo-Modell und den Demo-Bericht öffnen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="93"/>
        <source>Model store to use instead of the default one: an SQLite file, or a team&apos;s postgresql://user@host[:port]/dbname.</source>
        <translation>Zu verwendender Modellspeicher anstelle des Standardspeichers: eine SQLite-Datei oder die postgresql://user@host[:port]/dbname eines Teams.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="97"/>
        <source>Execution model (app version) to assess against.</source>
        <translation>Ausführungsmodell (App-Version), anhand dessen bewertet wird.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="100"/>
        <source>Report to open: plain text or a .stepwise document.</source>
        <translation>Zu öffnender Bericht: reiner Text oder ein .stepwise-Dokument.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="103"/>
        <source>With --report pointing to an AstroBR reports/*.json file: the bug id to open.</source>
        <translation>Wenn --report auf eine AstroBR-Datei reports/*.json zeigt: die zu öffnende Bug-ID.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="108"/>
        <source>Render the main window to FILE.png (or .jpg, .bmp: the format the name ends in) once the first analysis has finished, then exit.</source>
        <translation>Das Hauptfenster nach der ersten Analyse in DATEI.png rendern (oder .jpg, .bmp: das Format, auf das der Name endet), dann beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="114"/>
        <source>Print the report text to standard output once the first analysis has finished, then exit.</source>
        <translation>Den Berichtstext nach der ersten Analyse auf die Standardausgabe schreiben und beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="118"/>
        <source>Drafts left by a crash: ask (default), yes (restore the newest) or no.</source>
        <translation>Nach einem Absturz verbliebene Entwürfe: ask (nachfragen, Standard), yes (den neuesten wiederherstellen) oder no.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="122"/>
        <source>Append TEXT to the report after start, as if typed (for scripts and tests).</source>
        <translation>TEXT nach dem Start an den Bericht anhängen, als wäre er getippt (für Skripte und Tests).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="126"/>
        <source>Draft autosave interval in milliseconds (default 3000).</source>
        <translation>Intervall der automatischen Entwurfssicherung in Millisekunden (Standard 3000).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="129"/>
        <source>Disable spell checking.</source>
        <translation>Rechtschreibprüfung ausschalten.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="132"/>
        <source>User interface language: de, zh_CN or en (default: the setting of View &gt; Language, else the system&apos;s).</source>
        <translation>Sprache der Oberfläche: de, zh_CN oder en (Standard: die Einstellung unter Ansicht &gt; Sprache, sonst die des Systems).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="218"/>
        <source>--restore-drafts takes ask, yes or no, not “%1”</source>
        <translation>--restore-drafts erwartet ask, yes oder no, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="224"/>
        <source>--autosave-ms needs a number of milliseconds ≥ 50</source>
        <translation>--autosave-ms erwartet eine Anzahl Millisekunden ≥ 50</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="235"/>
        <source>Cannot write the screenshot %1: the folder %2 does not exist; create it or give --screenshot a path in an existing folder.</source>
        <extracomment>%1 the path given to --screenshot, %2 its folder</extracomment>
        <translation>Der Screenshot %1 kann nicht geschrieben werden: Der Ordner %2 existiert nicht; legen Sie ihn an oder geben Sie --screenshot einen Pfad in einem vorhandenen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="241"/>
        <source>Cannot write the screenshot %1: it is a folder; give --screenshot a file name such as %2.</source>
        <translation>Der Screenshot %1 kann nicht geschrieben werden: Das ist ein Ordner; geben Sie --screenshot einen Dateinamen wie %2.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="255"/>
        <source>Cannot create a temporary folder for the demo: %1</source>
        <translation>Für die Demo kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="265"/>
        <source>The model store %1 cannot exist: its folder %2 does not exist (is the path right?).</source>
        <translation>Der Modellspeicher %1 kann nicht existieren: Sein Ordner %2 existiert nicht (stimmt der Pfad?).</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="270"/>
        <source>The model store %1 does not exist (is the path right?); create it with “stepwise-cli import --db %1 PATH”, or start StepWise without --db and open a model with File &gt; Open model.</source>
        <translation>Der Modellspeicher %1 existiert nicht (stimmt der Pfad?); legen Sie ihn mit „stepwise-cli import --db %1 PATH“ an, oder starten Sie StepWise ohne --db und öffnen Sie ein Modell mit Datei &gt; Modell öffnen.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="278"/>
        <source>The model store %1 is an empty file, not a StepWise store; nothing was changed. Import models into it with “stepwise-cli import --db %1 PATH”, or start StepWise without --db.</source>
        <translation>Der Modellspeicher %1 ist eine leere Datei, kein StepWise-Speicher; nichts wurde geändert. Importieren Sie Modelle mit „stepwise-cli import --db %1 PATH“ hinein, oder starten Sie StepWise ohne --db.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="297"/>
        <source>--bug picks a report of an AstroBR reports file: give that file with --report</source>
        <translation>--bug wählt einen Bericht aus einer AstroBR-Berichtsdatei: Geben Sie diese Datei mit --report an</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="46"/>
        <source>Cannot read the report %1: %2</source>
        <translation>Der Bericht %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="365"/>
        <source>note: %1 is written as PNG: this Qt cannot write .%2 images</source>
        <extracomment>%1 the file given to --screenshot, %2 its suffix (e.g. webp)</extracomment>
        <translation>Hinweis: %1 wird als PNG geschrieben: dieses Qt kann keine .%2-Bilder schreiben</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="374"/>
        <source>cannot write %1: %2</source>
        <extracomment>%1 the PNG&apos;s path, %2 why (the system&apos;s words, e.g. &quot;Permission denied&quot;)</extracomment>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="382"/>
        <source>the analysis did not finish in time; the picture shows the state so far</source>
        <translation>die Analyse wurde nicht rechtzeitig fertig; das Bild zeigt den bisherigen Stand</translation>
    </message>
</context>
</TS>
