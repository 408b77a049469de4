// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/executionmodel.h"
#include "modelreader.h"
#include "screenabstraction.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace StepWise {

/*! An execution model built from recordings, with the screenshot bytes its screens name
 *  (keys: Screen::screenshotFile), ready for GraphStore::save(). Same shape as what every
 *  ModelReader hands to ModelImporter. */
using RecordedModel = ReadModel;

/*!
 * Accumulates screens and interactions into one execution model G = (V, E) (AstroBR §III-C):
 * screens with the same ScreenAbstraction id are one node; an interaction is the unique tuple
 * (source, target, action, component) plus typed text, and repeating it raises its weight by one.
 *
 * Start and End are the special states of BURT's models, with BURT's ids (SHA-256 of
 * "Start state" / "End state") so models built here and read from graph dumps agree on them.
 */
class ModelBuilder
{
public:
    explicit ModelBuilder(const ScreenAbstractionOptions &options = {});

    void setAppVersion(const QString &appVersion, const QString &packageName);
    const ScreenAbstraction &abstraction() const { return m_abstraction; }

    /*!
     * Adds the screen whose app window's top-level nodes are \a roots, or merges into the screen
     * with the same id. The first recording of a screen gives its name, components and XML; a
     * later one only fills a missing screenshot or hierarchy XML, or, recorded on another
     * \a deviceProfile, becomes a Rendering of the screen. \a png may be empty.
     * \returns the screen id.
     */
    QString addScreen(const QList<UiNode> &roots, const QString &name, TraceSource source,
                      const QByteArray &hierarchyXml, const QByteArray &png, const QString &deviceProfile = QString());

    /*! Records that \a recording went into the model (ExecutionModel::recordings); repeats are ignored. */
    void addRecording(const RecordingSource &recording);

    /*! Id of the Start state (created on first use). */
    QString startScreen();
    /*! Id of the End state (created on first use). */
    QString endScreen();

    /*!
     * Adds \a edge (its sourceId/targetId must come from addScreen/startScreen/endScreen), or, when
     * the same (source, target, action, component, typed text) exists, adds 1 to its weight and
     * records \a edge's screenshotFile as the latest one. The weight of a new edge is 1.
     * \returns the interaction id (SHA-256 of the tuple).
     */
    QString addInteraction(Interaction edge);

    /*!
     * Adds the interaction that opens the app: Start state → \a firstScreen (an id from addScreen), BURT's
     * action code 6, the first (sequence 0) of recording \a execution, recorded by \a source.
     * \returns the interaction id, as addInteraction().
     */
    QString addOpenApp(const QString &firstScreen, TraceSource source, int execution);

    /*! Components compare equal for deduplication when class, id, text, description and bounds do. */
    static QString componentKey(const std::optional<GuiComponent> &component);

    /*! The model so far, reindexed. */
    RecordedModel result() const;

private:
    ScreenAbstraction m_abstraction;
    RecordedModel m_out;
    QHash<QString, int> m_screenIndex;
    QHash<QString, int> m_interactionIndex;
};

} // namespace StepWise
