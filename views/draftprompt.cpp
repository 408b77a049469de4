// SPDX-License-Identifier: GPL-3.0-or-later
#include "draftprompt.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTextDocument>

namespace StepWise {

namespace {
// The question is the window's: its words keep the window's translation context.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::MainWindow)
};
} // namespace

DraftChoice askRestoreDraft(QWidget *parent, const QDateTime &modified, const QString &preview)
{
    QMessageBox box(QMessageBox::Question, Tr::tr("Restore draft?"),
                    Tr::tr("StepWise did not close properly. Restore the draft from %1?")
                        .arg(QLocale().toString(modified, QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("draftRestorePrompt"));
    // Its start and end (cut at lines or words) let the user recognise the draft; the time is in the
    // question. As HTML, so its line breaks show and a "<" in the report is not taken for markup.
    box.setInformativeText(Qt::convertFromPlainText(preview, Qt::WhiteSpaceNormal));
    QPushButton *restore = box.addButton(Tr::tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(Tr::tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(Tr::tr("Later"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() == restore)
        return DraftChoice::Restore;
    return box.buttonRole(box.clickedButton()) == QMessageBox::DestructiveRole ? DraftChoice::Discard
                                                                               : DraftChoice::Later;
}

} // namespace StepWise
