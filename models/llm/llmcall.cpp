// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmcall.h"

#include <QCoreApplication>
#include <QDeadlineTimer>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::LlmCall)
};

void post(const QPointer<QObject> &context, const std::function<void(const LlmResponse &)> &fn, const LlmResponse &r)
{
    if (!context)
        return;
    QMetaObject::invokeMethod(
        context.data(),
        [context, fn, r] {
            if (context)
                fn(r);
        },
        Qt::QueuedConnection);
}
} // namespace

bool LlmCall::wait(int ms)
{
    QMutexLocker lock(&m_mutex);
    if (!m_finished)
        m_done.wait(&m_mutex, QDeadlineTimer(ms));
    return m_finished;
}

bool LlmCall::isFinished() const
{
    QMutexLocker lock(&m_mutex);
    return m_finished;
}

LlmResponse LlmCall::result() const
{
    QMutexLocker lock(&m_mutex);
    return m_result;
}

void LlmCall::cancel()
{
    if (m_canceled.exchange(true))
        return;
    std::function<void()> hook;
    {
        QMutexLocker lock(&m_mutex);
        hook = m_cancelHook;
    }
    if (hook)
        hook();
    LlmResponse r;
    r.error = LlmError::Canceled;
    r.errorString = Tr::tr("The LLM request was canceled.");
    finish(r);
}

void LlmCall::onFinished(QObject *context, std::function<void(const LlmResponse &)> fn)
{
    QMutexLocker lock(&m_mutex);
    if (m_finished) {
        const LlmResponse r = m_result;
        lock.unlock();
        post(QPointer<QObject>(context), fn, r);
        return;
    }
    m_callbacks.emplace_back(QPointer<QObject>(context), std::move(fn));
}

bool LlmCall::finish(const LlmResponse &response)
{
    decltype(m_callbacks) callbacks;
    {
        QMutexLocker lock(&m_mutex);
        if (m_finished)
            return false;
        m_finished = true;
        m_result = response;
        callbacks.swap(m_callbacks);
        m_cancelHook = nullptr;
    }
    m_done.wakeAll();
    for (const auto &[context, fn] : callbacks)
        post(context, fn, response);
    return true;
}

void LlmCall::setCancelHook(std::function<void()> hook)
{
    QMutexLocker lock(&m_mutex);
    m_cancelHook = std::move(hook);
}

} // namespace StepWise
