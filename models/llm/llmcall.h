// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmresponse.h"

#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <vector>

namespace StepWise {

/*!
 * Handle of one in-flight LlmClient request, shared (std::shared_ptr) between the caller's thread and
 * the client's network thread. Thread-safe.
 *
 * Synchronous callers (the analysis worker) use wait() in short slices and poll their own cancel flag
 * in between; GUI code registers onFinished() and gets the result queued to its own thread.
 */
class LlmCall
{
public:
    LlmCall() = default;
    LlmCall(const LlmCall &) = delete;
    LlmCall &operator=(const LlmCall &) = delete;

    /*! Blocks up to \a ms milliseconds. \returns true when the call has finished. */
    bool wait(int ms);
    bool isFinished() const;
    /*! The outcome; only meaningful once isFinished(). */
    LlmResponse result() const;

    /*! Aborts the request (a superseded request is never retried) and finishes it with
     *  LlmError::Canceled unless it finished already. Safe from any thread, idempotent. */
    void cancel();
    bool isCanceled() const { return m_canceled.load(); }

    /*! Calls \a fn with the result on \a context's thread (queued), unless \a context is gone by then.
     *  When the call already finished, \a fn is still queued, never called synchronously. */
    void onFinished(QObject *context, std::function<void(const LlmResponse &)> fn);

    /*! Network side: stores \a response (first finish wins) and wakes waiters. \returns false when
     *  the call had finished already. */
    bool finish(const LlmResponse &response);
    /*! Network side: what cancel() must do on the network thread (abort the reply). */
    void setCancelHook(std::function<void()> hook);

private:
    mutable QMutex m_mutex;
    QWaitCondition m_done;
    bool m_finished = false;
    LlmResponse m_result;
    std::atomic<bool> m_canceled { false };
    std::function<void()> m_cancelHook;
    std::vector<std::pair<QPointer<QObject>, std::function<void(const LlmResponse &)>>> m_callbacks;
};

} // namespace StepWise
