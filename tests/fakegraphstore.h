// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/graphstore.h"

#include <QAtomicInt>
#include <QThread>

namespace StepWise::Test {

/*! In-memory GraphStore for worker tests: records which thread created and destroyed it and how
 *  many loads it served. */
class FakeGraphStore : public GraphStore
{
public:
    struct Probe {
        QAtomicInt loads;
        QAtomicPointer<QThread> createdIn;
        QAtomicPointer<QThread> destroyedIn;
    };

    FakeGraphStore(QHash<QString, ExecutionModel> models, Probe *probe)
        : m_models(std::move(models))
        , m_probe(probe)
    {
        m_probe->createdIn.storeRelease(QThread::currentThread());
    }
    ~FakeGraphStore() override { m_probe->destroyedIn.storeRelease(QThread::currentThread()); }

    QStringList appVersions() const override
    {
        QStringList v = m_models.keys();
        v.sort();
        return v;
    }
    std::optional<ExecutionModel> load(const QString &appVersion) const override
    {
        m_probe->loads.ref();
        if (!m_models.contains(appVersion)) {
            m_error = QStringLiteral("unknown app version %1").arg(appVersion);
            return std::nullopt;
        }
        return m_models.value(appVersion);
    }
    bool save(const ExecutionModel &model, const QHash<QString, QByteArray> &shots) override
    {
        m_models.insert(model.appVersion, model);
        m_shots.insert(model.appVersion, shots);
        return true;
    }
    bool remove(const QString &appVersion) override { return m_models.remove(appVersion) > 0; }
    QByteArray screenshot(const QString &appVersion, const QString &screenId) const override
    {
        const auto m = m_models.value(appVersion);
        for (const Screen &s : m.screens) {
            if (s.id == screenId)
                return m_shots.value(appVersion).value(s.screenshotFile);
        }
        return {};
    }
    QList<ModelStats> stats() const override
    {
        QList<ModelStats> out;
        for (const QString &v : appVersions())
            out << m_models.value(v).stats();
        return out;
    }
    QStringList outgoingInteractionIds(const QString &appVersion, const QString &screenId) const override
    {
        const ExecutionModel m = m_models.value(appVersion);
        QStringList ids;
        for (const Interaction &e : m.interactions) {
            if (e.sourceId == screenId)
                ids << e.id;
        }
        return ids;
    }
    QString lastError() const override { return m_error; }

private:
    QHash<QString, ExecutionModel> m_models;
    QHash<QString, QHash<QString, QByteArray>> m_shots;
    Probe *m_probe;
    mutable QString m_error;
};

/*! A two-screen model: Start --open app--> Main --click Save--> Main. */
inline ExecutionModel tinyModel(const QString &appVersion)
{
    ExecutionModel m;
    m.appVersion = appVersion;
    Screen start;
    start.id = QStringLiteral("start");
    start.name = QStringLiteral("Start state");
    start.kind = Screen::Kind::Start;
    Screen main;
    main.id = QStringLiteral("main");
    main.name = QStringLiteral("MainActivity");
    m.screens = { start, main };
    Interaction open;
    open.id = QStringLiteral("e-open");
    open.sourceId = start.id;
    open.targetId = main.id;
    open.action = ActionType::OpenApp;
    Interaction save;
    save.id = QStringLiteral("e-save");
    save.sourceId = main.id;
    save.targetId = main.id;
    save.action = ActionType::Click;
    save.component
        = GuiComponent { QStringLiteral("Button"), QStringLiteral("btn_save"), QStringLiteral("Save"), {}, 0, {} };
    m.interactions = { open, save };
    m.reindex();
    return m;
}

} // namespace StepWise::Test
