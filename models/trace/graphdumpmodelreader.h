// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modelreader.h"

namespace StepWise {

/*! ModelReader for BURT/AstroBR graph dumps (`<version>-graph.txt` plus an optional sibling
 *  `states/` folder of PNGs); wraps GraphDumpReader. */
class GraphDumpModelReader : public ModelReader
{
public:
    QString formatName() const override;
    /*! Accepts files named `*-graph.txt`. */
    bool accepts(const QFileInfo &entry) const override;
    bool read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
              const CancelCheck &canceled) override;
};

} // namespace StepWise
