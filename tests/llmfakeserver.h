// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A scripted OpenAI-compatible server for the LLM tests (DrKonqi autotests/connectiontest.cpp style):
// a QTcpServer on 127.0.0.1:0 (or another loopback address) in its own thread, so tests may block in
// LlmClient::complete() on the main thread. Each incoming request is recorded and answered with the next
// scripted answer. It never listens on anything but 127.0.0.0/8.

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QSemaphore>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <deque>
#include <memory>

class LlmFakeServer
{
public:
    struct Answer {
        /*! Hang: sends nothing. Truncate: announces twice the body's length. Trickle: the head, then the
         *  body one byte every trickleMs. Unannounced: no Content-Length, the body ends with the connection. */
        enum class Mode { Normal, Hang, Truncate, Trickle, Unannounced };
        QByteArray raw; ///< "HTTP/1.1 200 OK\nHeader: v\n\nbody"; Content-Length is added
        Mode mode = Mode::Normal;
        int trickleMs = 50;
    };
    struct Request {
        QByteArray method;
        QByteArray target; ///< path and query
        QHash<QByteArray, QByteArray> headers; ///< names lower-cased
        QByteArray body;
        QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    };

    /*! \a address must be a loopback address (127.0.0.0/8): all of it reaches this computer only. */
    explicit LlmFakeServer(const QHostAddress &address = QHostAddress(QHostAddress::LocalHost))
    {
        if (!address.isLoopback())
            qFatal("LlmFakeServer listens on loopback addresses only");
        m_thread.start();
        QSemaphore ready;
        m_server = new QTcpServer;
        m_server->moveToThread(&m_thread);
        QMetaObject::invokeMethod(m_server, [this, &ready, address] {
            if (!m_server->listen(address, 0))
                qFatal("LlmFakeServer cannot listen on %s", qPrintable(address.toString()));
            QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] {
                while (QTcpSocket *s = m_server->nextPendingConnection())
                    serve(s);
            });
            ready.release();
        });
        ready.acquire();
    }
    ~LlmFakeServer()
    {
        QMetaObject::invokeMethod(
            m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    QUrl url() const
    {
        return QUrl(u"http://"_qs + m_server->serverAddress().toString() + u':'
                    + QString::number(m_server->serverPort()));
    }

    void enqueue(const QByteArray &raw, Answer::Mode mode = Answer::Mode::Normal, int trickleMs = 50)
    {
        QMutexLocker lock(&m_mutex);
        m_answers.push_back({ raw, mode, trickleMs });
    }
    /*! A redirect with \a status to \a location. */
    void enqueueRedirect(const QUrl &location, int status = 307)
    {
        enqueue("HTTP/1.1 " + QByteArray::number(status) + " Redirect\nLocation: " + location.toEncoded() + "\n\n");
    }
    /*! A canned answer from tests/data/llm/<name>.http. */
    void enqueueFile(const QString &path, Answer::Mode mode = Answer::Mode::Normal)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("missing fixture %s", qPrintable(path));
        enqueue(f.readAll(), mode);
    }
    /*! A 200 chat completion whose message content is \a content. */
    void enqueueChat(const QString &content, const QString &finishReason = QStringLiteral("stop"),
                     int promptTokens = 100, int completionTokens = 10)
    {
        const QJsonObject message { { QStringLiteral("role"), QStringLiteral("assistant") },
                                    { QStringLiteral("content"), content } };
        const QJsonObject choice { { QStringLiteral("index"), 0 },
                                   { QStringLiteral("message"), message },
                                   { QStringLiteral("finish_reason"), finishReason } };
        const QJsonObject body {
            { QStringLiteral("id"), QStringLiteral("chatcmpl-test") },
            { QStringLiteral("object"), QStringLiteral("chat.completion") },
            { QStringLiteral("model"), QStringLiteral("fake-model") },
            { QStringLiteral("choices"), QJsonArray { choice } },
            { QStringLiteral("usage"),
              QJsonObject { { QStringLiteral("prompt_tokens"), promptTokens },
                            { QStringLiteral("completion_tokens"), completionTokens },
                            { QStringLiteral("total_tokens"), promptTokens + completionTokens } } },
        };
        enqueue("HTTP/1.1 200 OK\nContent-Type: application/json\n\n"
                + QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    void enqueueHang() { enqueue(QByteArray(), Answer::Mode::Hang); }

    /*! Bytes written to clients so far (answers' heads and bodies). */
    qint64 bytesSent() const
    {
        QMutexLocker lock(&m_mutex);
        return m_sent;
    }

    QList<Request> requests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_requests;
    }
    int requestCount() const { return int(requests().size()); }
    /*! Everything the server ever received, concatenated (for "never sent" assertions). */
    QByteArray received() const
    {
        QByteArray all;
        for (const Request &r : requests()) {
            all += r.target + '\n';
            for (auto it = r.headers.cbegin(); it != r.headers.cend(); ++it)
                all += it.key() + ": " + it.value() + '\n';
            all += r.body + '\n';
        }
        return all;
    }

private:
    void serve(QTcpSocket *socket)
    {
        auto *buffer = new QByteArray;
        QObject::connect(socket, &QObject::destroyed, [buffer] { delete buffer; });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            *buffer += socket->readAll();
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            Request r;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.first().trimmed().split(' ');
            r.method = first.value(0);
            r.target = first.value(1);
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const qsizetype colon = lines[i].indexOf(':');
                if (colon > 0)
                    r.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
            }
            const qsizetype length = r.headers.value("content-length", "0").toLongLong();
            if (buffer->size() < end + 4 + length)
                return;
            r.body = buffer->mid(end + 4, length);
            buffer->clear();
            Answer a;
            {
                QMutexLocker lock(&m_mutex);
                m_requests.append(r);
                if (m_answers.empty()) {
                    a.raw = "HTTP/1.1 500 Internal Server Error\nContent-Type: application/json\n\n"
                            "{\"error\":{\"message\":\"no scripted answer left\"}}";
                } else {
                    a = m_answers.front();
                    m_answers.pop_front();
                }
            }
            if (a.mode == Answer::Mode::Hang)
                return; // silent: the client's transfer timeout must fire
            QByteArray raw = a.raw;
            raw.replace("\r\n", "\n");
            const qsizetype split = raw.indexOf("\n\n");
            QByteArray head = split < 0 ? raw : raw.left(split);
            const QByteArray body = split < 0 ? QByteArray() : raw.mid(split + 2);
            const qsizetype announced = a.mode == Answer::Mode::Truncate ? body.size() * 2 : body.size();
            if (a.mode != Answer::Mode::Unannounced)
                head += "\nContent-Length: " + QByteArray::number(announced);
            head += "\nConnection: close";
            head.replace("\n", "\r\n");
            if (a.mode == Answer::Mode::Trickle) {
                write(socket, head + "\r\n\r\n");
                auto *timer = new QTimer(socket);
                auto sent = std::make_shared<qsizetype>(0);
                QObject::connect(timer, &QTimer::timeout, socket, [this, socket, timer, body, sent] {
                    if (*sent >= body.size()) {
                        timer->stop();
                        socket->disconnectFromHost();
                        return;
                    }
                    write(socket, body.mid((*sent)++, 1));
                });
                timer->start(a.trickleMs);
                return;
            }
            write(socket, head + "\r\n\r\n" + body);
            socket->disconnectFromHost();
        });
    }
    void write(QTcpSocket *socket, const QByteArray &bytes)
    {
        socket->write(bytes);
        QMutexLocker lock(&m_mutex);
        m_sent += bytes.size();
    }

    QThread m_thread;
    QTcpServer *m_server = nullptr;
    mutable QMutex m_mutex;
    std::deque<Answer> m_answers;
    QList<Request> m_requests;
    qint64 m_sent = 0;
};
