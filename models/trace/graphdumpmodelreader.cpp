// SPDX-License-Identifier: GPL-3.0-or-later
#include "graphdumpmodelreader.h"

#include "graph/graphdumpreader.h"

#include <QCoreApplication>

namespace StepWise {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::GraphDumpModelReader)
};
} // namespace

QString GraphDumpModelReader::formatName() const
{
    return Tr::tr("graph dump (*-graph.txt)");
}

bool GraphDumpModelReader::accepts(const QFileInfo &entry) const
{
    return entry.isFile() && GraphDumpReader::isGraphDumpFile(entry.fileName());
}

bool GraphDumpModelReader::read(const QString &path, QList<ReadModel> *models, QString *error, QStringList *warnings,
                                const CancelCheck &canceled)
{
    if (canceled && canceled()) {
        error->clear();
        return false;
    }
    GraphDumpReader reader;
    if (!reader.read(path)) {
        *error = reader.errorString();
        return false;
    }
    warnings->append(reader.warnings());
    models->append(ReadModel { reader.model(), reader.screenshots(), ReadModel::Mode::Replace });
    return true;
}

} // namespace StepWise
