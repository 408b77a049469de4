// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A throwaway PostgreSQL cluster for the store tests: initdb in a temporary folder, pg_ctl start on a Unix
// socket in that folder (no TCP port), stopped and deleted by the destructor. As root (CI), the server runs
// as "nobody", since PostgreSQL refuses to run as root. unavailableReason() says why there is no server
// (PostgreSQL or the QPSQL driver not installed, initdb or the start failed, with its log).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

#include <pwd.h>
#include <unistd.h>

class PgTestServer
{
public:
    /*! The superuser every test database belongs to; trusted on the socket. */
    static constexpr const char *Superuser = "stepwise";
    /*! A role that must give its password (scram-sha-256), for the authentication tests. */
    static constexpr const char *PasswordUser = "pwuser";

    PgTestServer() { m_reason = start(); }
    ~PgTestServer()
    {
        if (QSqlDatabase::contains(u"pgtestserver-admin"_qs)) {
            QSqlDatabase::database(u"pgtestserver-admin"_qs, false).close();
            QSqlDatabase::removeDatabase(u"pgtestserver-admin"_qs);
        }
        if (m_started)
            run(m_bin + u"/pg_ctl"_qs, { u"-D"_qs, dataDir(), u"-m"_qs, u"immediate"_qs, u"-w"_qs, u"stop"_qs });
    }
    PgTestServer(const PgTestServer &) = delete;
    PgTestServer &operator=(const PgTestServer &) = delete;

    /*! Empty when the server runs; else why not, for QSKIP. */
    QString unavailableReason() const { return m_reason; }
    /*! The folder of the server's socket. */
    QString socketDir() const { return m_dir.path(); }
    /*! The server's log, to check what it wrote. */
    QString log() const
    {
        QFile f(m_dir.filePath(u"server.log"_qs));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

    /*! URL of database \a name for \a user, with \a query (e.g. "application_name=x") appended. */
    QString url(const QString &name, const QString &user = QString::fromLatin1(Superuser),
                const QString &query = {}) const
    {
        return u"postgresql://%1@%2:%3/%4"_qs.arg(user, QString::fromLatin1(QUrl::toPercentEncoding(socketDir())),
                                                  QString::number(m_port), name)
            + (query.isEmpty() ? QString() : u'?' + query);
    }

    /*! Creates the empty database \a name; \returns its URL, or empty with \a error set. */
    QString createDatabase(const QString &name, QString *error)
    {
        if (!exec(u"CREATE DATABASE \"%1\""_qs.arg(name), error))
            return {};
        return url(name);
    }

    /*! Runs \a sql as the superuser on the "postgres" database. */
    bool exec(const QString &sql, QString *error = nullptr, QVariantList *firstRow = nullptr)
    {
        QSqlDatabase db = admin();
        QSqlQuery q(db);
        if (!db.isOpen() || !q.exec(sql)) {
            if (error)
                *error = db.isOpen() ? q.lastError().text() : db.lastError().text();
            return false;
        }
        if (firstRow && q.next()) {
            for (int i = 0; i < q.record().count(); ++i)
                firstRow->append(q.value(i));
        }
        return true;
    }

private:
    QString dataDir() const { return m_dir.filePath(u"data"_qs); }

    QSqlDatabase admin()
    {
        if (QSqlDatabase::contains(u"pgtestserver-admin"_qs))
            return QSqlDatabase::database(u"pgtestserver-admin"_qs);
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_qs, u"pgtestserver-admin"_qs);
        db.setHostName(socketDir());
        db.setPort(m_port);
        db.setUserName(QString::fromLatin1(Superuser));
        db.setDatabaseName(u"postgres"_qs);
        db.open();
        return db;
    }

    /*! Runs a PostgreSQL program, as "nobody" when this process is root. \returns its output on failure. */
    QString run(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        // The server must not inherit a cwd that "nobody" cannot enter.
        p.setWorkingDirectory(m_dir.path());
        if (::geteuid() == 0)
            p.start(m_runuser, QStringList { u"-u"_qs, u"nobody"_qs, u"--"_qs, program } + args);
        else
            p.start(program, args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return program + u" did not finish in 60 s"_qs;
        }
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return program + u" failed: "_qs + QString::fromLocal8Bit(p.readAll()).trimmed();
        return {};
    }

    QString start()
    {
        if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_qs))
            return u"the Qt PostgreSQL driver is not installed (Debian: libqt6sql6-psql)"_qs;
        QString initdb = QStandardPaths::findExecutable(u"initdb"_qs);
        if (initdb.isEmpty()) {
            // Debian keeps the server's programs out of PATH, one folder per major version.
            const QDir versions(u"/usr/lib/postgresql"_qs);
            const QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            for (qsizetype i = found.size() - 1; i >= 0 && initdb.isEmpty(); --i) {
                const QString candidate = versions.filePath(found.at(i) + u"/bin/initdb"_qs);
                if (QFile::exists(candidate))
                    initdb = candidate;
            }
        }
        if (initdb.isEmpty())
            return u"PostgreSQL's initdb was found neither in PATH nor in /usr/lib/postgresql/*/bin (Debian: postgresql)"_qs;
        m_bin = QFileInfo(initdb).absolutePath();
        if (!m_dir.isValid())
            return u"cannot create a temporary folder for the cluster"_qs;
        if (::geteuid() == 0) {
            // PostgreSQL refuses to run as root: the cluster belongs to "nobody".
            m_runuser = QStandardPaths::findExecutable(u"runuser"_qs, { u"/usr/sbin"_qs, u"/sbin"_qs, u"/usr/bin"_qs });
            const passwd *nobody = ::getpwnam("nobody");
            if (m_runuser.isEmpty() || !nobody)
                return u"running as root, and there is no runuser or no user \"nobody\" to run the server as"_qs;
            if (::chown(QFile::encodeName(m_dir.path()).constData(), nobody->pw_uid, nobody->pw_gid) != 0)
                return u"cannot give the temporary folder to \"nobody\""_qs;
        }
        m_port = 40000 + int(::getpid() % 20000);
        if (const QString failed = run(initdb,
                                       { u"-D"_qs, dataDir(), u"-U"_qs, QString::fromLatin1(Superuser),
                                         u"--auth=trust"_qs, u"--no-sync"_qs, u"-E"_qs, u"UTF8"_qs, u"--locale=C"_qs });
            !failed.isEmpty())
            return failed;
        // The password role first: the line that matches first decides.
        QFile hba(dataDir() + u"/pg_hba.conf"_qs);
        if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || hba.write(QByteArray("local all ") + PasswordUser + " scram-sha-256\nlocal all all trust\n") < 0)
            return u"cannot write pg_hba.conf"_qs;
        hba.close();
        const QString options
            = u"-c listen_addresses='' -c unix_socket_directories='%1' -p %2 -c fsync=off -c full_page_writes=off "
              "-c synchronous_commit=off -c max_connections=30"_qs.arg(socketDir())
                  .arg(m_port);
        if (const QString failed = run(m_bin + u"/pg_ctl"_qs,
                                       { u"-D"_qs, dataDir(), u"-l"_qs, m_dir.filePath(u"server.log"_qs), u"-w"_qs,
                                         u"-t"_qs, u"30"_qs, u"-o"_qs, options, u"start"_qs });
            !failed.isEmpty())
            return failed + u"\n"_qs + log();
        m_started = true;
        QString error;
        if (!exec(u"CREATE ROLE %1 LOGIN PASSWORD 'right-secret-6f1d'"_qs.arg(QString::fromLatin1(PasswordUser)),
                  &error))
            return u"the server started, but the test cannot use it: "_qs + error;
        return {};
    }

    QTemporaryDir m_dir;
    QString m_bin;
    QString m_runuser;
    QString m_reason;
    int m_port = 5432;
    bool m_started = false;
};
