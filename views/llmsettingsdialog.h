// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/backendconfig.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace StepWise {

class LlmClient;

/*!
 * Settings of the language backend: offline or LLM; provider, base URL, model or Azure
 * deployment and api-version, auth style, API key (written to the system keychain only, never to
 * settings), response_format, local-only, redaction, timeout, price per million tokens;
 * "Test connection" (GET /v1/models, asynchronous, never blocks the GUI); and a preview of exactly
 * what the first request for the current report would send (after redaction, key shown as ***).
 */
class LlmSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LlmSettingsDialog(const BackendConfig &config, QWidget *parent = nullptr);
    ~LlmSettingsDialog() override;

    /*! The configuration as edited (apiKey stays empty: the key goes to the keychain). */
    BackendConfig config() const;
    /*! Report text the preview is built from (e.g. the editor's current text). */
    void setPreviewText(const QString &reportText);

    /*! Result line of the last connection test (for tests and the status label). */
    QString connectionStatus() const;

Q_SIGNALS:
    /*! A connection test finished: \a ok, and a message naming the endpoint. */
    void connectionTested(bool ok, const QString &message);

private:
    void applyProviderDefaults();
    void updateVisibility();
    void testConnection();
    void updatePreview();
    void storeKeyAndAccept();

    QComboBox *m_backend;
    QComboBox *m_provider;
    QLineEdit *m_baseUrl;
    QLabel *m_modelLabel;
    QLineEdit *m_model;
    QLabel *m_apiVersionLabel;
    QLineEdit *m_apiVersion;
    QComboBox *m_auth;
    QLineEdit *m_apiKey;
    QLabel *m_keyStatus;
    QCheckBox *m_jsonFormat;
    QCheckBox *m_localOnly;
    QCheckBox *m_redact;
    QSpinBox *m_timeout;
    QDoubleSpinBox *m_promptPrice;
    QDoubleSpinBox *m_completionPrice;
    QPushButton *m_testButton;
    QLabel *m_status;
    QPlainTextEdit *m_preview;
    QString m_previewText;
    BackendConfig m_initial;
    std::unique_ptr<LlmClient> m_testClient;
};

} // namespace StepWise
