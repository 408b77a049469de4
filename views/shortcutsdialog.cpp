// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace StepWise {

namespace {
// Help > Keyboard shortcuts is the window's: its words keep the window's translation context.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(StepWise::MainWindow)
};

/*! A menu text as plain text, without its mnemonic: the whole "(&N)" that Chinese (and Japanese) menus
 *  append ("新建报告(&N)" → "新建报告"), else the marker of "Save report &as…"; "&&" is a literal "&". */
QString withoutMnemonic(QString text)
{
    static const QRegularExpression appended(QStringLiteral("\\s*[(\uFF08]&[^&][)\uFF09]"));
    static const QRegularExpression marker(QStringLiteral("&(.)"));
    return text.remove(appended).replace(marker, QStringLiteral("\\1"));
}
} // namespace

void execShortcutsDialog(QWidget *parent, const QList<QAction *> &actions)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(Tr::tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(2);
    table->setHorizontalHeaderLabels({ Tr::tr("Action"), Tr::tr("Shortcut") });
    // A list to read, not a sheet to fill in: no cell editing, selection, grid or row numbers.
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->setWordWrap(false);
    for (QAction *a : actions) {
        if (a->shortcut().isEmpty())
            continue;
        const int row = table->rowCount();
        table->insertRow(row);
        // The menu text without its mnemonic, and the key as this platform names it.
        for (const auto &[column, cell] : { std::pair { 0, withoutMnemonic(a->text()) },
                                            std::pair { 1, a->shortcut().toString(QKeySequence::NativeText) } }) {
            auto *item = new QTableWidgetItem(cell);
            item->setFlags(Qt::ItemIsEnabled);
            table->setItem(row, column, item);
        }
    }
    table->horizontalHeader()->setStretchLastSection(true);
    table->resizeColumnsToContents();
    table->resizeRowsToContents();
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    // Every row and column from the header sizes (AdjustToContents left the viewport a few pixels short in
    // Chinese, so a scroll bar showed and squeezed the texts); on a small screen the table scrolls.
    const int frame = 2 * table->frameWidth();
    const QSize content(table->horizontalHeader()->length() + frame,
                        table->horizontalHeader()->sizeHint().height() + table->verticalHeader()->length() + frame);
    const QSize around = dialog.sizeHint() - table->sizeHint(); // margins and the button row
    const QSize available = parent->screen()->availableGeometry().size() * 9 / 10;
    const QSize fits = content.boundedTo(available - around);
    table->setMinimumSize(fits);
    if (fits.height() < content.height()) // scrolls: room for the scroll bar beside the texts
        table->setMinimumWidth(fits.width() + table->verticalScrollBar()->sizeHint().width());
    dialog.resize(dialog.sizeHint().expandedTo(fits + around).boundedTo(available));
    dialog.exec();
}

} // namespace StepWise
