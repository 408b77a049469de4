// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llmendpoint.h"

#include <QObject>
#include <QString>

#include <functional>

namespace StepWise {

/*!
 * Where the LLM API key lives: the system keychain (QtKeychain, service "StepWise") or the
 * environment variable STEPWISE_LLM_API_KEY. Never QSettings, never a log.
 *
 * The keychain calls are asynchronous (QtKeychain jobs need the calling thread's event loop); the
 * callbacks run on the thread of \a context. Nothing here ever stores a key unencrypted: when no
 * keychain service is available the callback gets the keychain's error text.
 */
class ApiKeyStore
{
public:
    static constexpr const char *service = "StepWise";
    static constexpr const char *environmentVariable = "STEPWISE_LLM_API_KEY";

    /*! Keychain account name for \a endpoint: "llm/<provider>/<host>". */
    static QString account(const LlmEndpoint &endpoint);
    /*! The environment's key, empty when unset. */
    static QString fromEnvironment();

    /*! Reads the key for \a endpoint. \a done(key, error): key empty and error set on failure;
     *  key and error both empty when no key is stored. */
    static void read(const LlmEndpoint &endpoint, QObject *context,
                     std::function<void(const QString &key, const QString &error)> done);
    /*! Stores \a key (an empty key deletes the entry). \a done(error): empty on success. */
    static void write(const LlmEndpoint &endpoint, const QString &key, QObject *context,
                      std::function<void(const QString &error)> done);
};

} // namespace StepWise
