// SPDX-License-Identifier: GPL-3.0-or-later
#include "replaypanel.h"

#include "analysis/replaysession.h"
#include "replay/deviceprofile.h"
#include "replay/replayplanner.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace StepWise {

ReplayPanel::ReplayPanel(QWidget *parent)
    : QWidget(parent)
    , m_source(new QLineEdit(QString(DeviceProfile::DefaultRecordingSpec), this))
    , m_target(new QComboBox(this))
    , m_serial(new QLineEdit(this))
    , m_plan(new QPlainTextEdit(this))
    , m_replay(new QPushButton(tr("Replay on device"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_status(new QLabel(this))
    , m_screen(new QLabel(this))
    , m_session(new ReplaySession(this))
{
    m_source->setToolTip(tr("Recording device: WIDTHxHEIGHT@DPI[:portrait|landscape]"));
    // Profiles of common device classes; any other can be typed in the same form.
    // The first (the default) replays where the report was recorded: refreshPlan() keeps its text the
    // "Recorded on" profile.
    const QList<std::pair<QString, QString>> presets {
        { QString(DeviceProfile::DefaultRecordingSpec), tr("Same as the recording device") },
        { QStringLiteral("2560x1800@320:landscape"), tr("Tablet, landscape (Pixel C)") },
        { QStringLiteral("1800x2560@320"), tr("Tablet, portrait (Pixel C)") },
        { QStringLiteral("1080x2400@420"), tr("Phone (1080×2400, 420 dpi)") },
        { QStringLiteral("1080x2400@420:landscape"), tr("Phone, landscape") },
        { QStringLiteral("720x1280@320"), tr("Small phone (720×1280, 320 dpi)") },
    };
    m_target->setEditable(true);
    m_target->setInsertPolicy(QComboBox::NoInsert);
    for (const auto &[spec, name] : presets) {
        m_target->addItem(spec);
        m_target->setItemData(m_target->count() - 1, name, Qt::ToolTipRole);
    }
    m_target->setToolTip(
        tr("Target device: WIDTHxHEIGHT@DPI[:portrait|landscape], or one of %1. The exports include the "
           "replay plan once you choose a target here.")
            .arg(DeviceProfile::presetKeys().join(QStringLiteral(", "))));
    m_serial->setPlaceholderText(tr("only attached device"));
    m_plan->setReadOnly(true);
    m_plan->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_status->setTextFormat(Qt::PlainText); // quotes the plan's commands and the model's labels
    m_status->setWordWrap(true);
    // Small minimums: the dock sits below the report and must not take its height (sizeHint()).
    m_plan->setMinimumHeight(60);
    m_screen->setMinimumSize(100, 150);
    m_screen->setAlignment(Qt::AlignCenter);
    m_screen->hide(); // until a replay brings the device's screen: the plan has the whole width meanwhile
    m_stop->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("Recorded on"), m_source);
    form->addRow(tr("Replay on"), m_target);
    form->addRow(tr("Device serial"), m_serial);
    // The status line sits beside the buttons, so every other pixel of height goes to the plan.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_replay, 0, Qt::AlignTop);
    buttons->addWidget(m_stop, 0, Qt::AlignTop);
    buttons->addWidget(m_status, 1);
    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(m_plan, 1);
    left->addLayout(buttons);
    auto *top = new QHBoxLayout(this);
    top->addLayout(left, 2);
    top->addWidget(m_screen, 1);

    connect(m_source, &QLineEdit::editingFinished, this, &ReplayPanel::refreshPlan);
    connect(m_target, &QComboBox::currentTextChanged, this, &ReplayPanel::refreshPlan);
    // A target the user picks or types is a choice: from then on the exports carry its replay plan.
    connect(m_target, &QComboBox::activated, this, [this] { m_targetChosen = true; });
    connect(m_target->lineEdit(), &QLineEdit::textEdited, this, [this] { m_targetChosen = true; });
    connect(m_replay, &QPushButton::clicked, this, &ReplayPanel::startReplay);
    connect(m_stop, &QPushButton::clicked, this, &ReplayPanel::stopReplay);
    connect(m_session, &ReplaySession::stepStarted, this,
            [this](int index) { m_status->setText(tr("Step %1 of %2…").arg(index + 1).arg(m_session->stepCount())); });
    connect(m_session, &ReplaySession::stepFinished, this,
            [this](int index, bool ok, const QString &reason, const QByteArray &png) {
                showScreen(png);
                if (ok)
                    m_status->setText(tr("Step %1: %2").arg(index + 1).arg(reason));
            });
    connect(m_session, &ReplaySession::finished, this,
            [this] { endReplay(true, tr("All %n step(s) replayed.", nullptr, m_session->stepCount())); });
    connect(m_session, &ReplaySession::failed, this, [this](int index, const QString &reason) {
        endReplay(false, tr("Step %1 could not be replayed: %2").arg(index + 1).arg(reason));
    });
    updateReplayButton();
}

ReplayPanel::~ReplayPanel() = default;

void ReplayPanel::setPath(const QList<Interaction> &path, const QList<Screen> &screens, const QString &package)
{
    stopReplay();
    m_path = path;
    m_screens = screens;
    m_package = package;
    refreshPlan();
    updateReplayButton();
}

void ReplayPanel::showPathOf(const AnalysisResult &result, const ReproductionPlan::ScreenSize &screenSize)
{
    QList<Interaction> path;
    QList<Screen> screens;
    QString package;
    if (result.isValid()) {
        path = ReproductionPlan::path(result.report, *result.model);
        screens = ReproductionPlan::screens(path, *result.model);
        package = ReproductionPlan::package(*result.model, result.appVersion);
        // "Recorded on" defaults as in `assess --device`; the dock's text counts as the user's choice.
        const ReproductionPlan::RecordingDevice recorded
            = ReproductionPlan::recordingDevice(std::nullopt, path, *result.model, screenSize);
        setRecordingDefault(result.appVersion, recorded.profile.name);
    }
    QStringList key { result.appVersion };
    for (const Interaction &i : std::as_const(path))
        key << i.id;
    if (key == m_pathKey && !path.isEmpty())
        return; // same path of the same model: a running replay goes on
    m_pathKey = key;
    setPath(path, screens, package);
}

QString ReplayPanel::planText() const
{
    return m_plan->toPlainText();
}

QString ReplayPanel::statusText() const
{
    return m_status->text();
}

QString ReplayPanel::targetProfile() const
{
    return m_target->currentText();
}

QString ReplayPanel::sourceProfile() const
{
    return m_source->text();
}

void ReplayPanel::setTargetProfile(const QString &profile)
{
    m_targetChosen = true;
    m_target->setCurrentText(profile);
}

bool ReplayPanel::adbAvailable()
{
    return ReplaySession::adbAvailable();
}

QString ReplayPanel::adbMissingText()
{
    return tr("adb was not found in PATH; install the Android platform tools (Debian package \"adb\") to replay on a "
              "device.");
}

void ReplayPanel::updateReplayButton()
{
    const bool adb = adbAvailable();
    m_replay->setEnabled(!m_session->isRunning() && adb && !m_path.isEmpty());
    m_replay->setToolTip(adb ? (m_path.isEmpty() ? tr("No reproduction path yet: write the steps in the report.")
                                                 : tr("Replays the path step by step on the attached device"))
                             : adbMissingText());
}

QSize ReplayPanel::sizeHint() const
{
    // Wide and low: it docks below the report, which keeps most of the height.
    return { 720, 210 };
}

bool ReplayPanel::event(QEvent *e)
{
    // adb may have been installed meanwhile.
    if (e->type() == QEvent::Show || e->type() == QEvent::WindowActivate)
        updateReplayButton();
    return QWidget::event(e);
}

void ReplayPanel::setRecordingDefault(const QString &modelKey, const QString &profile)
{
    if (profile.isEmpty())
        return;
    // A new model brings its own default; for the same model a profile the user typed is kept.
    if (modelKey == m_defaultKey && (m_source->text() != m_defaultProfile || profile == m_defaultProfile))
        return;
    m_defaultKey = modelKey;
    m_defaultProfile = profile;
    m_source->setText(profile);
    refreshPlan();
}

void ReplayPanel::refreshPlan()
{
    QString error;
    const std::optional<DeviceProfile> from = DeviceProfile::parse(m_source->text(), &error);
    if (from && m_target->itemText(0) != m_source->text()) {
        // "Same as the recording device" follows "Recorded on"; selected, the target follows it too.
        // (QComboBox puts a changed current item's text in the line edit: what the user typed is put back.)
        const QString shown = m_target->currentText();
        const bool follows = shown == m_target->itemText(0);
        const QSignalBlocker block(m_target);
        m_target->setItemText(0, m_source->text());
        m_target->setEditText(follows ? m_source->text() : shown);
    }
    // Preset keys as in the CLI's --device ("tablet-landscape") are accepted too.
    const std::optional<DeviceProfile> to
        = from ? DeviceProfile::fromPresetOrSpec(m_target->currentText(), &error) : std::nullopt;
    if (!from || !to) {
        m_plan->setPlainText(tr("# %1").arg(error));
        return;
    }
    QStringList lines;
    for (const PlannedCommand &c : ReplayPlanner::plan(m_path, *from, *to, m_package)) {
        lines.append(c.command.isEmpty() ? tr("# step %1: %2").arg(c.step + 1).arg(c.comment)
                                         : QStringLiteral("adb shell %1   # %2").arg(c.command, c.comment));
    }
    m_plan->setPlainText(lines.join(u'\n'));
}

void ReplayPanel::startReplay()
{
    if (m_session->isRunning() || m_path.isEmpty())
        return;
    m_targetChosen = true;
    if (!adbAvailable()) {
        updateReplayButton();
        m_status->setText(adbMissingText());
        Q_EMIT replayFinished(false, m_status->text());
        return;
    }
    m_session->start(m_path, m_screens, m_package, m_serial->text().trimmed());
    m_replay->setEnabled(false);
    m_stop->setEnabled(true);
}

void ReplayPanel::stopReplay()
{
    if (!m_session->isRunning())
        return;
    m_session->stop();
    updateReplayButton();
    m_stop->setEnabled(false);
    m_status->setText(tr("Replay stopped."));
}

void ReplayPanel::showScreen(const QByteArray &png)
{
    if (png.isEmpty())
        return;
    const QImage img = QImage::fromData(png, "PNG");
    if (img.isNull())
        return;
    if (m_screen->isHidden()) {
        m_screen->show();
        layout()->activate(); // its size, which the picture is scaled to
    }
    // Scaled for the device pixels, so the live screen stays sharp on high-DPI displays.
    const qreal dpr = m_screen->devicePixelRatioF();
    QPixmap pm = QPixmap::fromImage(img.scaled(m_screen->size() * dpr, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    pm.setDevicePixelRatio(dpr);
    m_screen->setPixmap(pm);
}

void ReplayPanel::endReplay(bool ok, const QString &message)
{
    updateReplayButton();
    m_stop->setEnabled(false);
    m_status->setText(message);
    Q_EMIT replayFinished(ok, message);
}

} // namespace StepWise
