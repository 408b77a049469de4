#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every libFuzzer target for SECONDS (default 60) on seed corpora built from tests/data.
#   tests/fuzz/run.sh BUILD_DIR [SECONDS] [TARGET...]
# Fails on the first crash, leak, UB report or timeout; the reproducer is left in WORK/artifacts/.
# WORK defaults to a fresh temporary folder; set FUZZ_WORK to keep corpora across runs.
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
build=$1
seconds=${2:-60}
[ $# -ge 2 ] && shift 2 || shift $#
targets=${*:-"fuzz_graphdump fuzz_executionjson fuzz_uiautomator fuzz_recording fuzz_reporttext fuzz_llmanswer fuzz_redactor fuzz_reportexport"}
work=${FUZZ_WORK:-$(mktemp -d)}
data="$src/tests/data"

# seed TARGET FILE [PREFIX-BYTE-OCTAL]: copies FILE into TARGET's seed corpus, optionally prefixed
# by one byte (fuzz_recording's input-kind selector).
seed() {
    mkdir -p "$work/seeds/$1"
    out="$work/seeds/$1/$(echo "$2" | sed "s|^$src/||; s|/|_|g")${3:+-$3}"
    if [ -n "${3:-}" ]; then
        { printf "\\$3"; cat "$2"; } > "$out"
    else
        cp "$2" "$out"
    fi
}

for f in $(find "$data/graphdump" "$src/resources/demo" -name '*-graph.txt'); do seed fuzz_graphdump "$f"; done
for f in $(find "$data/trace" "$data/malformed" -name 'Execution*.json'); do
    seed fuzz_executionjson "$f"
    seed fuzz_recording "$f" 003
done
for f in $(find "$data/trace" "$data/replay" "$data/malformed" -name '*.xml'); do
    seed fuzz_uiautomator "$f"
    seed fuzz_recording "$f" 002
done
for f in $(find "$data/trace/archives" "$data/malformed" -name '*.zip'); do seed fuzz_recording "$f" 000; done
for f in $(find "$data/trace/archives" "$data/malformed" -name '*.tar*'); do seed fuzz_recording "$f" 001; done
for f in "$src/resources/demo/report.txt" "$data/language/sentences.tsv" "$src"/tests/fuzz/seeds/report/*; do
    seed fuzz_reporttext "$f"
done
for f in "$src"/tests/fuzz/seeds/llm/*; do seed fuzz_llmanswer "$f"; done
for f in "$data/redaction/corpus.txt" "$src"/tests/hostile/*.txt; do seed fuzz_redactor "$f"; done
for f in "$src/resources/demo/report.txt" "$data/export/roundtrip.txt" "$src"/tests/fuzz/seeds/report/* "$src"/tests/hostile/*.txt; do
    seed fuzz_reportexport "$f" 155
done

status=0
for t in $targets; do
    mkdir -p "$work/corpus/$t" "$work/artifacts/$t"
    log="$work/$t.log"
    echo "== $t: ${seconds}s"
    # Qt warnings are silenced inside the targets; UBSan findings abort (-fno-sanitize-recover).
    if ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/tests/fuzz/$t" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$t/" \
        "$work/corpus/$t" "$work/seeds/$t" > "$log" 2>&1; then
        grep -E '^stat::number_of_executed_units|^Done' "$log" | tr '\n' ' '; echo
    else
        status=1
        echo "!! $t failed; log $log, reproducer in $work/artifacts/$t/" >&2
        grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -20 >&2
    fi
done
exit $status
