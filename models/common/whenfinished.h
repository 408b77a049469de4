// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>

#include <utility>

namespace StepWise {

/*!
 * Calls \a handler(result) on \a context's thread once \a future has finished, unless \a context is gone by
 * then. QFuture::then(context, …) runs its continuation on the worker thread right after the result is
 * reported, so a context destroyed in that moment (a window closed while a decode finishes) trips its
 * Q_ASSERT(context); the watcher here is a child of \a context and detaches from the future under the
 * future's lock when it is destroyed. \a handler: callable taking const T &.
 */
template<typename T, typename Handler> void whenFinished(const QFuture<T> &future, QObject *context, Handler handler)
{
    auto *watcher = new QFutureWatcher<T>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                     [watcher, handler = std::move(handler)]() mutable {
                         watcher->deleteLater();
                         handler(watcher->result());
                     });
    watcher->setFuture(future);
}

} // namespace StepWise
