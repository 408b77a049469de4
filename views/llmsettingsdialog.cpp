// SPDX-License-Identifier: GPL-3.0-or-later
#include "llmsettingsdialog.h"

#include "language/reporttext.h"
#include "llm/apikeystore.h"
#include "llm/llmbackend.h"
#include "llm/llmclient.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace StepWise {

LlmSettingsDialog::LlmSettingsDialog(const BackendConfig &config, QWidget *parent)
    : QDialog(parent)
    , m_backend(new QComboBox(this))
    , m_provider(new QComboBox(this))
    , m_baseUrl(new QLineEdit(this))
    , m_modelLabel(new QLabel(this))
    , m_model(new QLineEdit(this))
    , m_apiVersionLabel(new QLabel(tr("API version:"), this))
    , m_apiVersion(new QLineEdit(this))
    , m_auth(new QComboBox(this))
    , m_apiKey(new QLineEdit(this))
    , m_keyStatus(new QLabel(this))
    , m_jsonFormat(new QCheckBox(tr("Ask for a JSON object (response_format)"), this))
    , m_localOnly(new QCheckBox(tr("Local only: refuse endpoints that are not on this computer"), this))
    , m_redact(new QCheckBox(tr("Replace e-mail addresses, phone numbers, keys and device ids before sending"), this))
    , m_timeout(new QSpinBox(this))
    , m_promptPrice(new QDoubleSpinBox(this))
    , m_completionPrice(new QDoubleSpinBox(this))
    , m_testButton(new QPushButton(tr("Test connection"), this))
    , m_status(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_initial(config)
{
    setWindowTitle(tr("Language Backend"));
    m_backend->addItem(tr("Offline (built in, nothing leaves this computer)"),
                       BackendConfig::kindId(BackendConfig::Kind::Offline));
    m_backend->addItem(tr("LLM (OpenAI-compatible endpoint)"), BackendConfig::kindId(BackendConfig::Kind::Llm));
    const QList<std::pair<LlmProvider, QString>> providers {
        { LlmProvider::Ollama, tr("Ollama") },
        { LlmProvider::LlamaCpp, tr("llama.cpp server") },
        { LlmProvider::LmStudio, tr("LM Studio") },
        { LlmProvider::Vllm, tr("vLLM") },
        { LlmProvider::OpenAI, tr("OpenAI") },
        { LlmProvider::AzureOpenAI, tr("Azure OpenAI") },
        { LlmProvider::Generic, tr("Other compatible server") },
    };
    for (const auto &[p, label] : providers)
        m_provider->addItem(label, providerId(p));
    m_auth->addItem(tr("None"), authStyleId(LlmAuthStyle::None));
    m_auth->addItem(tr("Authorization: Bearer"), authStyleId(LlmAuthStyle::Bearer));
    m_auth->addItem(tr("api-key header (Azure)"), authStyleId(LlmAuthStyle::ApiKeyHeader));
    m_apiKey->setEchoMode(QLineEdit::Password);
    m_apiKey->setPlaceholderText(tr("leave empty to keep the stored key"));
    m_timeout->setRange(1, 600);
    m_timeout->setSuffix(tr(" s"));
    for (QDoubleSpinBox *price : { m_promptPrice, m_completionPrice }) {
        price->setRange(-1, 1000);
        price->setDecimals(3);
        price->setSpecialValueText(tr("unknown"));
        price->setPrefix(QStringLiteral("$"));
    }
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_status->setWordWrap(true);
    m_keyStatus->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Backend:"), m_backend);
    form->addRow(tr("Provider:"), m_provider);
    form->addRow(tr("Base URL:"), m_baseUrl);
    form->addRow(m_modelLabel, m_model);
    form->addRow(m_apiVersionLabel, m_apiVersion);
    form->addRow(tr("Authentication:"), m_auth);
    form->addRow(tr("API key:"), m_apiKey);
    form->addRow(QString(), m_keyStatus);
    form->addRow(QString(), m_jsonFormat);
    form->addRow(QString(), m_localOnly);
    form->addRow(QString(), m_redact);
    form->addRow(tr("Timeout:"), m_timeout);
    form->addRow(tr("Price per million prompt tokens:"), m_promptPrice);
    form->addRow(tr("Price per million completion tokens:"), m_completionPrice);
    form->addRow(m_testButton, m_status);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What the first request for the current report would send:"), this));
    layout->addWidget(m_preview, 1);
    layout->addWidget(buttons);

    // Fill from the configuration.
    m_backend->setCurrentIndex(m_backend->findData(BackendConfig::kindId(config.kind)));
    m_provider->setCurrentIndex(m_provider->findData(providerId(config.endpoint.provider)));
    m_baseUrl->setText(config.endpoint.baseUrl.toString());
    m_model->setText(config.endpoint.model);
    m_apiVersion->setText(config.endpoint.apiVersion);
    m_auth->setCurrentIndex(m_auth->findData(authStyleId(config.endpoint.auth)));
    m_jsonFormat->setChecked(config.endpoint.jsonResponseFormat);
    m_localOnly->setChecked(config.endpoint.localOnly);
    m_redact->setChecked(config.options.redact);
    m_timeout->setValue(std::max(1, config.endpoint.timeoutMs / 1000));
    m_promptPrice->setValue(config.options.promptPricePerMTok);
    m_completionPrice->setValue(config.options.completionPricePerMTok);
    if (!ApiKeyStore::fromEnvironment().isEmpty()) {
        m_keyStatus->setText(tr("STEPWISE_LLM_API_KEY is set in the environment and is used instead of the keychain."));
    } else if (config.endpoint.auth != LlmAuthStyle::None) {
        ApiKeyStore::read(config.endpoint, this, [this](const QString &key, const QString &error) {
            m_keyStatus->setText(!error.isEmpty()    ? tr("Keychain not available: %1").arg(error)
                                     : key.isEmpty() ? tr("No key stored in the keychain.")
                                                     : tr("A key is stored in the system keychain."));
        });
    }

    connect(m_provider, &QComboBox::currentIndexChanged, this, &LlmSettingsDialog::applyProviderDefaults);
    connect(m_backend, &QComboBox::currentIndexChanged, this, &LlmSettingsDialog::updateVisibility);
    for (QLineEdit *edit : { m_baseUrl, m_model, m_apiVersion })
        connect(edit, &QLineEdit::textChanged, this, &LlmSettingsDialog::updatePreview);
    for (QCheckBox *box : { m_jsonFormat, m_localOnly, m_redact })
        connect(box, &QCheckBox::toggled, this, &LlmSettingsDialog::updatePreview);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &LlmSettingsDialog::updatePreview);
    connect(m_testButton, &QPushButton::clicked, this, &LlmSettingsDialog::testConnection);
    connect(buttons, &QDialogButtonBox::accepted, this, &LlmSettingsDialog::storeKeyAndAccept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateVisibility();
}

LlmSettingsDialog::~LlmSettingsDialog() = default;

BackendConfig LlmSettingsDialog::config() const
{
    BackendConfig c = m_initial;
    BackendConfig::kindFromId(m_backend->currentData().toString(), &c.kind);
    LlmEndpoint &e = c.endpoint;
    providerFromId(m_provider->currentData().toString(), &e.provider);
    e.baseUrl = QUrl::fromUserInput(m_baseUrl->text().trimmed());
    e.model = m_model->text().trimmed();
    e.apiVersion = m_apiVersion->text().trimmed();
    authStyleFromId(m_auth->currentData().toString(), &e.auth);
    e.jsonResponseFormat = m_jsonFormat->isChecked();
    e.localOnly = m_localOnly->isChecked();
    e.timeoutMs = m_timeout->value() * 1000;
    c.options.redact = m_redact->isChecked();
    c.options.promptPricePerMTok = m_promptPrice->value();
    c.options.completionPricePerMTok = m_completionPrice->value();
    c.apiKey.clear();
    return c;
}

void LlmSettingsDialog::setPreviewText(const QString &reportText)
{
    m_previewText = reportText;
    updatePreview();
}

QString LlmSettingsDialog::connectionStatus() const
{
    return m_status->text();
}

void LlmSettingsDialog::applyProviderDefaults()
{
    LlmProvider provider = LlmProvider::Ollama;
    providerFromId(m_provider->currentData().toString(), &provider);
    const LlmEndpoint d = LlmEndpoint::defaults(provider);
    m_baseUrl->setText(d.baseUrl.toString());
    m_apiVersion->setText(d.apiVersion);
    m_auth->setCurrentIndex(m_auth->findData(authStyleId(d.auth)));
    m_jsonFormat->setChecked(d.jsonResponseFormat);
    updateVisibility();
}

void LlmSettingsDialog::updateVisibility()
{
    const bool llm = m_backend->currentData().toString() == BackendConfig::kindId(BackendConfig::Kind::Llm);
    const bool azure = m_provider->currentData().toString() == providerId(LlmProvider::AzureOpenAI);
    for (QWidget *w : std::initializer_list<QWidget *> { m_provider, m_baseUrl, m_model, m_auth, m_apiKey, m_jsonFormat,
                                                         m_localOnly, m_redact, m_timeout, m_promptPrice,
                                                         m_completionPrice, m_testButton, m_preview })
        w->setEnabled(llm);
    m_modelLabel->setText(azure ? tr("Deployment:") : tr("Model:"));
    m_apiVersionLabel->setVisible(azure);
    m_apiVersion->setVisible(azure);
    updatePreview();
}

void LlmSettingsDialog::testConnection()
{
    const BackendConfig c = config();
    m_testClient = std::make_unique<LlmClient>(c.endpoint);
    if (!m_apiKey->text().isEmpty())
        m_testClient->setApiKey(m_apiKey->text());
    else
        m_testClient->loadApiKey();
    m_status->setText(tr("Connecting to %1 …").arg(c.endpoint.modelsUrl().toString(QUrl::RemoveQuery)));
    m_testButton->setEnabled(false);
    const QString model = c.endpoint.model;
    m_testClient->listModels()->onFinished(this, [this, model](const LlmResponse &r) {
        m_testButton->setEnabled(true);
        bool ok = r.ok();
        QString message;
        if (!ok) {
            message = r.errorString;
        } else {
            QStringList ids;
            for (const QJsonValue &v : QJsonDocument::fromJson(r.content.toUtf8()).object().value(u"data").toArray())
                ids.append(v.toObject().value(u"id").toString());
            message = tr("Connected; the server offers %n model(s)", nullptr, int(ids.size()));
            if (!model.isEmpty() && !ids.isEmpty() && !ids.contains(model))
                message += tr(", but not \"%1\"").arg(model);
            message += u'.';
        }
        m_status->setText(message);
        Q_EMIT connectionTested(ok, message);
    });
}

void LlmSettingsDialog::updatePreview()
{
    const BackendConfig c = config();
    if (c.kind != BackendConfig::Kind::Llm) {
        m_preview->setPlainText(tr("The offline backend sends nothing."));
        return;
    }
    const QString invalid = c.endpoint.validationError();
    if (!invalid.isEmpty()) {
        m_preview->setPlainText(invalid);
        return;
    }
    const QString text
        = m_previewText.trimmed().isEmpty() ? tr("Open the app and tap Add Account.\nThe app crashes.") : m_previewText;
    m_preview->setPlainText(
        LlmBackend::preview(c.endpoint, c.options, c.endpoint.auth != LlmAuthStyle::None, splitReport(text)));
}

void LlmSettingsDialog::storeKeyAndAccept()
{
    const QString key = m_apiKey->text();
    if (key.isEmpty()) {
        accept();
        return;
    }
    const LlmEndpoint endpoint = config().endpoint;
    ApiKeyStore::write(endpoint, key, this, [this](const QString &error) {
        if (error.isEmpty()) {
            accept();
            return;
        }
        // Never fall back to a plain file: say so and keep the dialog open.
        m_keyStatus->setText(tr("The key could not be stored in the system keychain (%1). Set STEPWISE_LLM_API_KEY "
                                "in the environment instead.")
                                 .arg(error));
    });
}

} // namespace StepWise
