// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "graph/modelmerge.h"
#include "screenabstraction.h"

#include <QString>
#include <QStringList>

namespace StepWise {

/*!
 * The importer's SameScreenCheck (mergeModels()): which stored state an incoming screen with a new
 * id is, when its id alone does not tell.
 *
 * - Same device (the stored state has the incoming profile, or either profile is unknown): a
 *   screen rebuilt from a trace step's JSON list (no hierarchy XML) is the screen of a dump when the
 *   dump projects onto exactly that list (projectionIds(); TraceReader does the same inside one
 *   input), whichever of the two was stored first. Score 1. The state keeps its stored id and
 *   takes the dump's XML and components when it had none.
 * - Another device: CrossDeviceScreenMatch (Rx segment matching, models/replay). Score = the share
 *   of matched segments.
 */
class ScreenIdentity
{
public:
    /*! \a package picks the app window of the dumps; \a options must be the ones the ids were made with. */
    static SameScreenCheck check(const QString &package, const ScreenAbstractionOptions &options = {});

    /*! Ids the screen abstraction gives the JSON screen lists TraceReplayer and CrashScope would record
     *  for the dump \a hierarchyXml (two lists: with and without ListView nodes); empty when it does
     *  not parse. */
    static QStringList projectionIds(const QString &hierarchyXml, const QString &package,
                                     const ScreenAbstraction &abstraction);
};

} // namespace StepWise
