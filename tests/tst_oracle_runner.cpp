// SPDX-License-Identifier: GPL-3.0-or-later
// SubjectRunner: how runs end and how outputs are read (timeouts, crashes, non-numeric text, memory limit).
#include "oracle/runcgroup.h"
#include "oracle/subjectrunner.h"
#include "oraclefixtures.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace StepWise;

class TestOracleRunner : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Compiles a tiny C program into the temporary folder.
    QString compile(const QString &name, const QByteArray &source) { return compileCCode(m_dir.path(), name, source); }

    // True while the process runs (a zombie has ended).
    static bool alive(qint64 pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray s = stat.readAll();
        return !s.mid(s.lastIndexOf(')') + 2, 1).startsWith('Z');
    }

    // The pids a test program wrote to \a path, one a line; those still alive are killed (this test's leftovers).
    // \returns how many were alive.
    static int killSurvivors(const QString &path, int *recorded)
    {
        QFile f(path);
        *recorded = 0;
        int survivors = 0;
        if (!f.open(QIODevice::ReadOnly))
            return 0;
        for (const QByteArray &line : f.readAll().split('\n')) {
            const qint64 pid = line.trimmed().toLongLong();
            if (pid <= 0)
                continue;
            ++*recorded;
            if (alive(pid)) {
                ++survivors;
                ::kill(pid_t(pid), SIGKILL);
            }
        }
        return survivors;
    }

    // The run groups of this process still on disk.
    static QStringList leftoverGroups()
    {
        QStringList left;
        for (const QByteArray &place : RunCgroup::places()) {
            const QString prefix = u"stepwise-%1-"_qs.arg(QCoreApplication::applicationPid());
            for (const QString &entry : QDir(QString::fromLocal8Bit(place)).entryList({ prefix + u'*' }, QDir::Dirs))
                left << QString::fromLocal8Bit(place) + u'/' + entry;
        }
        return left;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(haveGcc(), "gcc is needed to build the test programs");
    }

    void parseOutput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("integer") << QByteArray("42\n") << int(RunStatus::Ok) << QByteArray("42");
        QTest::newRow("negative, padded") << QByteArray("  -007 \n") << int(RunStatus::Ok) << QByteArray("-7");
        QTest::newRow("beyond 64 bits") << QByteArray("123456789012345678901234567890") << int(RunStatus::Ok)
                                        << QByteArray("123456789012345678901234567890");
        QTest::newRow("10^18 exact") << QByteArray("1000000000000000001") << int(RunStatus::Ok)
                                     << QByteArray("1000000000000000001");
        QTest::newRow("YES") << QByteArray("YES\n") << int(RunStatus::Ok) << QByteArray("1");
        QTest::newRow("no") << QByteArray("no") << int(RunStatus::Ok) << QByteArray("0");
        QTest::newRow("decimal rounds") << QByteArray("2.5") << int(RunStatus::Ok) << QByteArray("3");
        QTest::newRow("negative decimal rounds") << QByteArray("-1.4") << int(RunStatus::Ok) << QByteArray("-1");
        QTest::newRow("empty") << QByteArray("\n \n") << int(RunStatus::Empty) << QByteArray("0");
        QTest::newRow("two numbers") << QByteArray("1 2\n") << int(RunStatus::NonNumeric) << QByteArray();
        QTest::newRow("words") << QByteArray("hello") << int(RunStatus::NonNumeric) << QByteArray();
    }

    void parseOutput()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, status);
        QFETCH(QByteArray, value);
        const RunResult r = SubjectRunner::parseOutput(text);
        QCOMPARE(int(r.status), status);
        QCOMPARE(r.value, value);
    }

    void runsWithStdinAndArgs()
    {
        const QString bin = compile(
            QStringLiteral("sum"),
            "#include <stdio.h>\n#include <stdlib.h>\nint main(int c, char **v){long long a,b;"
            "if(scanf(\"%lld %lld\",&a,&b)!=2)return 3;printf(\"%lld\\n\",a+b+(c>1?atoll(v[1]):0));return 0;}\n");
        QVERIFY(!bin.isEmpty());
        const RunResult r = SubjectRunner({ bin, QStringLiteral("100") }).run(toInputVector({ 3, 4 }));
        QCOMPARE(int(r.status), int(RunStatus::Ok));
        QCOMPARE(r.value, QByteArray("107"));
        // Arguments are not interpreted by a shell.
        const RunResult shellFree = SubjectRunner({ bin, QStringLiteral("1;echo 9") }).run(toInputVector({ 0, 0 }));
        QCOMPARE(shellFree.value, QByteArray("1"));
    }

    void nonZeroExitReadsAsZero()
    {
        const RunResult r = SubjectRunner({ QStringLiteral("/bin/false") }).run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::NonZeroExit));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.value, QByteArray("0"));
    }

    void crashReadsAsZero()
    {
        const QString bin = compile(QStringLiteral("crash"),
                                    "#include <stdio.h>\n#include <stdlib.h>\nint main(void){printf(\"5\\n\");"
                                    "fflush(stdout);abort();}\n");
        QVERIFY(!bin.isEmpty());
        const RunResult r = SubjectRunner({ bin }).run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::Crashed));
        QCOMPARE(r.value, QByteArray("0"));
    }

    void timeoutKillsTheGroup()
    {
        // The program forks a child that records its pid and would outlive the parent; the group kill
        // must take both.
        const QString pidFile = m_dir.filePath(QStringLiteral("child.pid"));
        const QString bin
            = compile(QStringLiteral("hang"),
                      "#include <stdio.h>\n#include <unistd.h>\nint main(int c, char **v){(void)c;pid_t p=fork();"
                      "if(p==0){for(;;)pause();}FILE *f=fopen(v[1],\"w\");fprintf(f,\"%d\\n\",(int)p);fclose(f);"
                      "for(;;)pause();}\n");
        QVERIFY(!bin.isEmpty());
        SubjectRunner runner({ bin, pidFile });
        runner.setTimeoutMs(300);
        QElapsedTimer t;
        t.start();
        const RunResult r = runner.run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::TimedOut));
        QCOMPARE(r.value, QByteArray("0"));
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray childPid = f.readAll().trimmed();
        QVERIFY(childPid.toInt() > 0);
        // Gone, or a zombie waiting for init to reap it.
        auto childAlive = [&] {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(childPid)));
            if (!stat.open(QIODevice::ReadOnly))
                return false;
            const QByteArray s = stat.readAll();
            return !s.mid(s.lastIndexOf(')') + 2, 1).startsWith('Z');
        };
        // The supervisor's last rounds run after run() returns, which on a loaded machine takes seconds.
        QTRY_VERIFY_WITH_TIMEOUT(!childAlive(), 15000);
    }

    void nothingOutlivesARun_data()
    {
        QTest::addColumn<int>("timeoutMs");
        QTest::addColumn<int>("status");
        QTest::newRow("the program ends") << 5000 << int(RunStatus::Ok);
        QTest::newRow("the program times out") << 1000 << int(RunStatus::TimedOut);
    }
    void nothingOutlivesARun()
    {
        // Descendants that leave the run's process group and session: a double fork with setsid, reparented when
        // their parent ends, and a setsid child whose parent is still there when the program ends.
        QFETCH(int, timeoutMs);
        QFETCH(int, status);
        const QString dir = m_dir.filePath(QStringLiteral("escape-%1").arg(timeoutMs));
        QVERIFY(QDir().mkpath(dir));
        const auto write = [&dir](const QString &name, const QByteArray &text) {
            QFile f(dir + u'/' + name);
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size()
                && f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        };
        // record.sh FILE: writes its pid to FILE and sleeps.
        QVERIFY(write(QStringLiteral("record.sh"), "#!/bin/sh\necho $$ > \"$1\"\nexec sleep 60\n"));
        // spawner.sh DIR: starts a child in a session of its own and waits for it.
        QVERIFY(write(QStringLiteral("spawner.sh"), "#!/bin/sh\nsetsid \"$1/record.sh\" \"$1/session.pid\" &\nwait\n"));
        // escape.sh DIR end|hang: setsid -f forks, and its child leaves for a new session while its parent ends.
        QVERIFY(write(QStringLiteral("escape.sh"),
                      "#!/bin/sh\n"
                      "setsid -f \"$1/record.sh\" \"$1/orphan.pid\"\n"
                      "\"$1/spawner.sh\" \"$1\" &\n"
                      "while [ ! -s \"$1/orphan.pid\" ] || [ ! -s \"$1/session.pid\" ]; do sleep 0.01; done\n"
                      "echo 7\n"
                      "[ \"$2\" = hang ] && exec sleep 60\n"
                      "exit 0\n"));
        const QString script = dir + QStringLiteral("/escape.sh");
        SubjectRunner runner(
            { script, dir, status == int(RunStatus::TimedOut) ? QStringLiteral("hang") : QStringLiteral("end") });
        runner.setTimeoutMs(timeoutMs);
        const RunResult r = runner.run(toInputVector({ 1 }));
        QList<qint64> pids;
        for (const char *name : { "orphan.pid", "session.pid" }) {
            QFile pidFile(dir + u'/' + QLatin1String(name));
            QVERIFY(pidFile.open(QIODevice::ReadOnly));
            pids << pidFile.readAll().trimmed().toLongLong();
            QVERIFY(pids.last() > 0);
        }
        // The run has ended only when nothing of it is left: checked at once, not after a while.
        const bool survived = alive(pids.at(0)) || alive(pids.at(1));
        for (qint64 pid : std::as_const(pids)) {
            if (alive(pid))
                ::kill(pid_t(pid), SIGKILL); // this test's own leftovers
        }
        QVERIFY2(!survived, "a descendant of the program outlived the run");
        QCOMPARE(int(r.status), status);
        if (status == int(RunStatus::Ok))
            QCOMPARE(r.value, QByteArray("7"));
    }

    void memoryLimit()
    {
        const QString bin = compile(
            QStringLiteral("hog"),
            "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\nint main(void){size_t n=(size_t)512<<20;"
            "char *p=malloc(n);if(!p){printf(\"-1\\n\");return 2;}memset(p,1,n);printf(\"%d\\n\",p[n-1]);return 0;}\n");
        QVERIFY(!bin.isEmpty());
        SubjectRunner limited({ bin });
        limited.setMemoryLimitBytes(qint64(64) << 20);
        const RunResult r = limited.run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::NonZeroExit));
        QCOMPARE(r.exitCode, 2);
        SubjectRunner roomy({ bin });
        roomy.setMemoryLimitBytes(qint64(2) << 30);
        const RunResult ok = roomy.run(toInputVector({ 1 }));
        QCOMPARE(int(ok.status), int(RunStatus::Ok));
        QCOMPARE(ok.value, QByteArray("1"));
    }

    void runMemoryIsLimited()
    {
        if (!RunCgroup::limitsMemory())
            QSKIP(qPrintable(u"no writable cgroup with a memory controller (found: "_qs + RunCgroup::describeAvailable()
                             + u"; needs a delegated cgroup v2 group or root on cgroup v1)"_qs));
        // Six processes of 100 MiB each: every one within the address-space limit per process, together more than the
        // run's 256 MiB. Each touches its memory once all are forked and recorded (where one out-of-memory kill ends
        // the whole run, cgroup v2, the parent could go before), then lives a second so that they overlap. (Sizes kept
        // small: touching memory takes seconds per GiB on a virtual machine.)
        const QString pidFile = m_dir.filePath(QStringLiteral("hogs.pid"));
        const QString bin
            = compile(QStringLiteral("hogs"),
                      "#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n#include <sys/wait.h>\n"
                      "int main(int c, char **v){FILE *f=fopen(v[1],\"w\");int go[2];if(!f||pipe(go))return 3;"
                      "setvbuf(f,0,_IONBF,0);int n=0;for(int i=0;i<6;++i){pid_t p=fork();"
                      "if(p==0){char x;close(go[1]);read(go[0],&x,1);size_t s=(size_t)100<<20;" // all forked first
                      "volatile char *m=malloc(s);if(!m)_exit(2);for(size_t k=0;k<s;k+=4096)m[k]=1;sleep(1);_exit(0);}"
                      "if(p>0){fprintf(f,\"%d\\n\",(int)p);++n;}}"
                      "close(go[1]);while(wait(0)>0);if(c>2)for(;;)pause();printf(\"%d\\n\",n);return 0;}\n");
        QVERIFY(!bin.isEmpty());
        SubjectRunner runner({ bin, pidFile });
        runner.setMemoryLimitBytes(qint64(256) << 20);
        runner.setTimeoutMs(15000);
        const RunResult r = runner.run(toInputVector({ 1 }));
        int recorded = 0;
        const int survivors = killSurvivors(pidFile, &recorded);
        QCOMPARE(recorded, 6);
        QCOMPARE(survivors, 0);
        QCOMPARE(int(r.status), int(RunStatus::MemoryExceeded));
        QCOMPARE(r.value, QByteArray("0"));
        QCOMPARE(StepWise::describeRun(r),
                 u"exceeds its memory limit (run status \"memory limit\", counted as output 0)"_qs);
        QCOMPARE(leftoverGroups(), QStringList());
        // The same program within a roomier limit is no memory case.
        runner.setMemoryLimitBytes(qint64(1) << 30);
        const RunResult roomy = runner.run(toInputVector({ 1 }));
        QCOMPARE(killSurvivors(pidFile, &recorded), 0);
        QCOMPARE(int(roomy.status), int(RunStatus::Ok));
        QCOMPARE(roomy.value, QByteArray("6"));
        QCOMPARE(leftoverGroups(), QStringList());
        // A run cut at its memory limit that then hangs (where the kernel kills only the largest process, v1) is
        // reported for the memory, not the time limit it runs into afterwards.
        SubjectRunner hanging({ bin, pidFile, QStringLiteral("hang") });
        hanging.setMemoryLimitBytes(qint64(256) << 20);
        hanging.setTimeoutMs(2500);
        const RunResult hung = hanging.run(toInputVector({ 1 }));
        QCOMPARE(killSurvivors(pidFile, &recorded), 0);
        QCOMPARE(int(hung.status), int(RunStatus::MemoryExceeded));
        QCOMPARE(leftoverGroups(), QStringList());
    }

    void runProcessesAreLimited()
    {
        if (!RunCgroup::limitsProcesses())
            QSKIP(qPrintable(u"no writable cgroup with a pids controller (found: "_qs + RunCgroup::describeAvailable()
                             + u"; needs a delegated cgroup v2 group or root on cgroup v1)"_qs));
        // A fork bomb, bounded here: 500 children that sleep on; prints how many forks succeeded and ends.
        const QString pidFile = m_dir.filePath(QStringLiteral("bomb.pid"));
        const QString bin = compile(
            QStringLiteral("bomb"),
            "#include <stdio.h>\n#include <unistd.h>\n"
            "int main(int c, char **v){(void)c;FILE *f=fopen(v[1],\"w\");if(!f)return 3;setvbuf(f,0,_IONBF,0);"
            "int n=0;for(int i=0;i<500;++i){pid_t p=fork();if(p==0){for(;;)pause();}"
            "if(p>0){fprintf(f,\"%d\\n\",(int)p);++n;}}printf(\"%d\\n\",n);return 0;}\n");
        QVERIFY(!bin.isEmpty());
        SubjectRunner runner({ bin, pidFile });
        runner.setTimeoutMs(15000);
        const RunResult r = runner.run(toInputVector({ 1 }));
        int recorded = 0;
        const int survivors = killSurvivors(pidFile, &recorded);
        QCOMPARE(survivors, 0);
        QCOMPARE(int(r.status), int(RunStatus::Ok));
        // The supervisor and the program count too.
        QVERIFY2(recorded > 0 && recorded <= RunCgroup::DefaultMaxProcesses - 2, qPrintable(QString::number(recorded)));
        QCOMPARE(r.value, QByteArray::number(recorded));
        QCOMPARE(leftoverGroups(), QStringList());
    }

    void detection_data()
    {
        // A fake cgroup tree under @ (the test's folder): a v2 mount with a delegated group "app" whose leaf holds the
        // process, and v1 memory and pids mounts. The subtree controls are set per row.
        QTest::addColumn<QByteArray>("mounts");
        QTest::addColumn<QByteArray>("cgroups");
        QTest::addColumn<QByteArray>("appEnables"); // v2/app/cgroup.subtree_control
        QTest::addColumn<int>("kind");
        QTest::addColumn<QByteArrayList>("places");
        const QByteArray v2 = "cgroup2 @/v2 cgroup2 rw,nosuid 0 0\n";
        const QByteArray v1
            = "cgroup @/memory cgroup rw,relatime,memory 0 0\ncgroup @/pids cgroup rw,relatime,pids 0 0\n";
        const QByteArray inLeaf = "0::/app/leaf\n";
        const QByteArray v1Groups = "8:pids:/\n4:memory:/own\n";
        QTest::newRow("v2, delegated parent") << v2 << inLeaf << QByteArray("cpu memory pids")
                                              << int(RunCgroup::Kind::V2) << QByteArrayList { "@/v2/app" };
        QTest::newRow("v2 with pids only, no v1")
            << v2 << inLeaf << QByteArray("pids") << int(RunCgroup::Kind::None) << QByteArrayList {};
        QTest::newRow("hybrid: v2 without controllers, v1 as root")
            << QByteArray("proc /proc proc rw 0 0\n" + v1 + v2) << QByteArray(v1Groups + inLeaf) << QByteArray()
            << int(RunCgroup::Kind::V1) << QByteArrayList { "@/memory/own", "@/pids" };
        QTest::newRow("v1, own group gone: the root")
            << v1 << QByteArray("8:pids:/\n4:memory:/gone\n") << QByteArray() << int(RunCgroup::Kind::V1)
            << QByteArrayList { "@/memory", "@/pids" };
        QTest::newRow("v1, both controllers on one hierarchy")
            << QByteArray("cgroup @/memory cgroup rw,memory,pids 0 0\n") << QByteArray("4:memory,pids:/own\n")
            << QByteArray() << int(RunCgroup::Kind::V1) << QByteArrayList { "@/memory/own" };
        QTest::newRow("v1, a hierarchy mounted twice")
            << QByteArray(v1 + "cgroup @/memory/own cgroup rw,memory 0 0\n") << v1Groups << QByteArray()
            << int(RunCgroup::Kind::V1) << QByteArrayList { "@/memory/own", "@/pids" };
        QTest::newRow("no cgroup mounted") << QByteArray("proc /proc proc rw 0 0\n") << inLeaf << QByteArray()
                                           << int(RunCgroup::Kind::None) << QByteArrayList {};
    }

    void detection()
    {
        QFETCH(QByteArray, mounts);
        QFETCH(QByteArray, cgroups);
        QFETCH(QByteArray, appEnables);
        QFETCH(int, kind);
        QFETCH(QByteArrayList, places);
        const QByteArray root = QFile::encodeName(m_dir.filePath(QStringLiteral("fake-cgroup")));
        const auto file = [&root](const QByteArray &path, const QByteArray &text) {
            const QString name = QFile::decodeName(root + path);
            QFile f(name);
            return QDir().mkpath(QFileInfo(name).path()) && f.open(QIODevice::WriteOnly)
                && f.write(text) == text.size();
        };
        for (const char *dir : { "/v2", "/v2/app", "/v2/app/leaf", "/memory", "/memory/own", "/pids" })
            QVERIFY(file(QByteArray(dir) + "/cgroup.procs", {}));
        QVERIFY(file("/v2/cgroup.subtree_control", appEnables));
        QVERIFY(file("/v2/app/cgroup.subtree_control", appEnables));
        QVERIFY(file("/v2/app/leaf/cgroup.subtree_control", {}));
        QList<QByteArray> found;
        QCOMPARE(int(RunCgroup::detectIn(mounts.replace('@', root), cgroups, &found)), kind);
        for (QByteArray &place : places)
            place.replace('@', root);
        QCOMPARE(found, places);
    }

    void staleRunGroupsAreRemoved()
    {
        if (RunCgroup::available() == RunCgroup::Kind::None)
            QSKIP("no writable cgroup: runs make no groups to leave behind");
        // A pid that no longer exists: a child that ended and was reaped.
        const pid_t dead = ::fork();
        if (dead == 0)
            ::_exit(0);
        QVERIFY(dead > 0);
        QCOMPARE(::waitpid(dead, nullptr, 0), dead);
        const QByteArray place = RunCgroup::places().first();
        const QString stale = QString::fromLocal8Bit(place) + u"/stepwise-%1-7"_qs.arg(dead);
        const QString ours
            = QString::fromLocal8Bit(place) + u"/stepwise-%1-999999"_qs.arg(QCoreApplication::applicationPid());
        QVERIFY(QDir().mkdir(stale));
        QVERIFY(QDir().mkdir(ours));
        QCOMPARE(RunCgroup::removeStale(), 1);
        QVERIFY(!QFileInfo::exists(stale));
        QVERIFY(QFileInfo::exists(ours)); // this process's own are not stale
        QVERIFY(QDir().rmdir(ours));
    }

    void nonNumericOutput()
    {
        const RunResult r
            = SubjectRunner({ QStringLiteral("/bin/echo"), QStringLiteral("not"), QStringLiteral("a number") })
                  .run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::NonNumeric));
        QVERIFY(!r.usable());
    }

    void missingProgram()
    {
        const QString path = m_dir.filePath(QStringLiteral("does-not-exist"));
        const RunResult r = SubjectRunner({ path }).run(toInputVector({ 1 }));
        QCOMPARE(int(r.status), int(RunStatus::FailedToStart));
        QCOMPARE(r.error, u"cannot start "_qs + path + u": there is no such file"_qs);
        const RunResult notOnPath
            = SubjectRunner({ QStringLiteral("stepwise-no-such-program") }).run(toInputVector({ 1 }));
        QCOMPARE(int(notOnPath.status), int(RunStatus::FailedToStart));
        QCOMPARE(
            notOnPath.error,
            u"cannot start stepwise-no-such-program: no program of that name in PATH (give its path, e.g. ./stepwise-no-such-program)"_qs);
    }

    void folderOrSourceFileIsNoProgram()
    {
        // execvp says "Permission denied" for both: the message says what was given instead.
        const RunResult folder = SubjectRunner({ m_dir.path() }).run(toInputVector({ 1 }));
        QCOMPARE(int(folder.status), int(RunStatus::FailedToStart));
        QCOMPARE(folder.error, u"cannot start "_qs + m_dir.path() + u": it is a folder, not a program"_qs);
        const QString source = m_dir.filePath(QStringLiteral("prog.c"));
        QFile f(source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("int main(void){return 0;}\n");
        f.close();
        const RunResult notExecutable = SubjectRunner({ source }).run(toInputVector({ 1 }));
        QCOMPARE(int(notExecutable.status), int(RunStatus::FailedToStart));
        QCOMPARE(notExecutable.error,
                 u"cannot start "_qs + source
                     + u": the file is not executable (a program built from a source file, or chmod +x)"_qs);
        // An executable script without "#!": execvp says "Exec format error".
        const QString script = m_dir.filePath(QStringLiteral("noshebang"));
        QVERIFY(writeExecutable(script, "echo 5\n"));
        const RunResult noShebang = SubjectRunner({ script }).run(toInputVector({ 1 }));
        QCOMPARE(int(noShebang.status), int(RunStatus::FailedToStart));
        QCOMPARE(noShebang.error,
                 u"cannot start "_qs + script
                     + u": the system cannot run it (a script needs a first line such as #!/bin/sh)"_qs);
    }

    void describeRun_data()
    {
        QTest::addColumn<QString>("script"); // for /bin/sh -c
        QTest::addColumn<QString>("described");
        QTest::newRow("ok") << u"echo 4"_qs << u"prints 4"_qs;
        QTest::newRow("empty") << u"true"_qs << u"prints nothing (run status \"empty\", counted as output 0)"_qs;
        QTest::newRow("exit, silent")
            << u"exit 3"_qs
            << u"exits with status 3 and prints nothing (run status \"non-zero exit\", counted as output 0)"_qs;
        QTest::newRow("exit after output")
            << u"echo 7; exit 2"_qs
            << u"exits with status 2 after printing \"7\" (run status \"non-zero exit\", counted as output 0)"_qs;
        QTest::newRow("crash") << u"kill -ABRT $$"_qs << u"crashes (run status \"crashed\", counted as output 0)"_qs;
        QTest::newRow("timeout") << u"exec sleep 5"_qs
                                 << u"does not finish in time (run status \"timed out\", counted as output 0)"_qs;
        QTest::newRow("words") << u"echo not a number"_qs
                               << u"prints \"not a number\", which is not one number (run status \"non-numeric\")"_qs;
    }

    void describeRun()
    {
        // What a run did, never a 0 it did not print (stepwise-cli's messages; English without a translator).
        QFETCH(QString, script);
        QFETCH(QString, described);
        SubjectRunner runner({ QStringLiteral("/bin/sh"), QStringLiteral("-c"), script });
        runner.setTimeoutMs(300);
        QCOMPARE(StepWise::describeRun(runner.run(toInputVector({ 1 }))), described);
    }

    void describeTest_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("described");
        QTest::newRow("ok") << int(RunStatus::Ok) << u"For input 3 -1 the program prints 0"_qs;
        QTest::newRow("crash") << int(RunStatus::Crashed)
                               << u"For input 3 -1 the program crashes (counted as output 0)"_qs;
        QTest::newRow("timeout") << int(RunStatus::TimedOut)
                                 << u"For input 3 -1 the program does not finish in time (counted as output 0)"_qs;
        QTest::newRow("memory") << int(RunStatus::MemoryExceeded)
                                << u"For input 3 -1 the program exceeds its memory limit (counted as output 0)"_qs;
        QTest::newRow("exit") << int(RunStatus::NonZeroExit)
                              << u"For input 3 -1 the program exits with an error (counted as output 0)"_qs;
        QTest::newRow("empty") << int(RunStatus::Empty)
                               << u"For input 3 -1 the program prints nothing (counted as output 0)"_qs;
    }

    void describeTest()
    {
        // The question the GUI and stepwise-cli put to the reporter: a run read as output 0 says what happened.
        QFETCH(int, status);
        QFETCH(QString, described);
        OracleTest t;
        t.input = { "3", "-1" };
        t.output = "0";
        t.run = RunStatus(status);
        QCOMPARE(StepWise::describeTest(t), described);
    }

    // Inputs of any size are typed, written to stdin and saved exactly: JSON numbers only where a double holds
    // them, strings beyond.
    void inputsOfAnySize()
    {
        QString error;
        const std::optional<InputVector> typed
            = parseInputVector(u"+007 -0 -1111111111111111111111111111111111100000 9007199254740993"_qs, &error);
        QVERIFY2(typed, qPrintable(error));
        const InputVector expected { "7", "0", "-1111111111111111111111111111111111100000", "9007199254740993" };
        QCOMPARE(*typed, expected);
        const QJsonArray json = inputToJson(expected);
        QVERIFY(json[0].isDouble() && json[1].isDouble());
        QVERIFY(json[2].isString() && json[3].isString()); // 2^53 + 1 is no double
        QCOMPARE(inputFromJson(json), std::optional<InputVector>(expected));
        QCOMPARE(inputFromJson(QJsonArray { 1.5 }), std::nullopt);
        QCOMPARE(inputFromJson(QJsonArray { u"12a"_qs }), std::nullopt);
        QCOMPARE(inputFromJson(QJsonArray { 1e30 }), std::nullopt);
        QVERIFY(!parseInputVector(QString(1001, u'9'), &error));
        QCOMPARE(error, u"a number has more than 1000 digits."_qs);
        const QString bin = compileC(testDataDir() + QStringLiteral("/oracle/tenth_golden.c"),
                                     m_dir.filePath(QStringLiteral("tenth")));
        QVERIFY(!bin.isEmpty());
        const RunResult r = SubjectRunner({ bin }).run(InputVector { "-1111111111111111111111111111111111100000" });
        QCOMPARE(r.value, QByteArray("-111111111111111111111111111111111110000"));
    }

    void describeMissingProgram()
    {
        const QString path = m_dir.filePath(QStringLiteral("does-not-exist"));
        const RunResult r = SubjectRunner({ path }).run(toInputVector({ 1 }));
        QCOMPARE(StepWise::describeRun(r), u"does not start (run status \"failed to start\"): "_qs + r.error);
    }
};

QTEST_GUILESS_MAIN(TestOracleRunner)
#include "tst_oracle_runner.moc"
