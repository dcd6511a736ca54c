// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/leases/TestLeasePanel.h"
#include "ui/widgets/AccessibleNames.h"
#include "ui/widgets/Theme.h"

#include "console/TestLeaseManager.h"
#include "console/TimeText.h"
#include "protocol/LockTypes.h"
#include "protocol/Validation.h"
#include "store/Watchlist.h"
#include "ui/leases/TestLeaseModel.h"
#include "ui/widgets/ColoredTextDelegate.h"
#include "ui/widgets/ColumnChooser.h"
#include "ui/widgets/MessageBanner.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCompleter>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace volcano::ui {

namespace {

constexpr int kDefaultTtlSeconds = 30;
constexpr int kDefaultRenewPercent = 33;

QLabel* errorLabel(const QString& name, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    Theme::setTone(label, Theme::Tone::Error);
    label->setWordWrap(true);
    label->hide();
    return label;
}

QString resumeToolTip() {
    return TestLeasePanel::tr(
        "Keep the lock token in the OS keychain and take the lease up again when the console "
        "restarts. The token is stored when the lease is acquired; if the keychain is locked, "
        "your desktop asks you to unlock it then.");
}

void followWatchlist(QCompleter* completer, Watchlist& watchlist) {
    auto* keys = new QStringListModel(watchlist.keyNames(), completer);
    completer->setModel(keys);
    const auto reload = [keys, &watchlist] { keys->setStringList(watchlist.keyNames()); };
    QObject::connect(&watchlist, &Watchlist::reset, completer, reload);
    QObject::connect(&watchlist, &Watchlist::keysAdded, completer, reload);
    QObject::connect(&watchlist, &Watchlist::keysRemoved, completer, reload);
}

} // namespace

TestLeasePanel::TestLeasePanel(TestLeaseManager& manager, const ClockOffsetEstimator& offset,
                               const Clock& clock, Watchlist& watchlist, QWidget* parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_model(new TestLeaseModel(manager, offset, clock, this))
    , m_lossBanner(new MessageBanner(this))
    , m_readOnlyLabel(new QLabel(this))
    , m_key(new QLineEdit(this))
    , m_ttl(new QSpinBox(this))
    , m_ttlError(errorLabel(QStringLiteral("ttlError"), this))
    , m_renewPercent(new QSpinBox(this))
    , m_autoRenew(new QCheckBox(tr("Auto-renew"), this))
    , m_resume(new QCheckBox(tr("Resume after restart"), this))
    , m_take(new QPushButton(QIcon(QStringLiteral(":/icons/lease.svg")), tr("Take Lease"), this))
    , m_error(errorLabel(QStringLiteral("testLeaseFormError"), this))
    , m_resumeNote(new QLabel(this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_renew(new QPushButton(tr("Renew Now"), this))
    , m_release(new QPushButton(tr("Release"), this))
    , m_copyToken(new QPushButton(tr("Copy Lock Token"), this))
    , m_copyFencing(new QPushButton(tr("Copy Fencing Token"), this))
    , m_dismiss(new QPushButton(tr("Dismiss"), this)) {
    auto* completer = new QCompleter(this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    followWatchlist(completer, watchlist);
    m_key->setCompleter(completer);

    m_form = buildForm();
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("testLeaseTable"));
    m_table->setItemDelegate(new ColoredTextDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    setUpColumns();

    m_readOnlyLabel->setText(tr("<b>Read-only profile:</b> test leases are disabled."));
    m_readOnlyLabel->setVisible(false);
    m_resumeNote->setObjectName(QStringLiteral("resumeNote"));
    m_resumeNote->setWordWrap(true);
    m_resumeNote->hide();
    // The selected row's note in full: a narrow Note cell cuts off "not acquired: lock_held…".
    m_status->setObjectName(QStringLiteral("testLeaseStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_lossBanner);
    layout->addWidget(m_readOnlyLabel);
    layout->addWidget(m_form);
    layout->addWidget(m_error);
    layout->addWidget(m_resumeNote);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_status);
    layout->addWidget(buildButtons());

    connect(&manager, &TestLeaseManager::availabilityChanged, this,
            &TestLeasePanel::onAvailability);
    connect(&manager, &TestLeaseManager::leaseLost, this, &TestLeasePanel::onLeaseLost);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TestLeasePanel::updateForCurrentRow);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first) {
                // A lease taken or resumed while nothing is selected gets the buttons.
                if (!m_table->currentIndex().isValid())
                    m_table->selectRow(first);
                updateForCurrentRow();
            });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TestLeasePanel::updateForCurrentRow);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TestLeasePanel::updateForCurrentRow);
    onAvailability(manager.isActive() && !manager.isReadOnly());
    validateForm();
}

// Every column as wide as its contents (a few rows: cheap), so the table fits a 1280-pixel
// window; the header's context menu shows or hides columns.
void TestLeasePanel::setUpColumns() {
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TestLeaseModel::KeyColumn, QHeaderView::Interactive);
    m_table->setColumnWidth(TestLeaseModel::KeyColumn, 170);
    // The lock token is the lease's secret (Copy Lock Token copies it): shown only on demand.
    m_table->setColumnHidden(TestLeaseModel::LockTokenColumn, true);
    ColumnChooser::attach(m_table, {TestLeaseModel::KeyColumn});
}

QWidget* TestLeasePanel::buildForm() {
    auto* form = new QWidget(this);
    auto* row = new QHBoxLayout(form);
    row->setContentsMargins(0, 0, 0, 0);
    m_key->setObjectName(QStringLiteral("testLeaseKey"));
    m_key->setPlaceholderText(tr("Lock key, e.g. jobs:nightly-report"));
    m_key->setAccessibleName(tr("Lock key"));
    accessible::enableClearButton(m_key);
    m_key->setMinimumWidth(220);
    // Any number can be typed: one out of the API's range is reported beside the field and
    // keeps Take disabled, instead of the spin box quietly putting back the previous value.
    m_ttl->setObjectName(QStringLiteral("testLeaseTtl"));
    m_ttl->setAccessibleName(tr("TTL in seconds"));
    m_renewPercent->setAccessibleName(tr("Renew at percent of the TTL"));
    m_table->setAccessibleName(tr("Test leases"));
    m_ttl->setRange(0, std::numeric_limits<int>::max());
    m_ttl->setValue(kDefaultTtlSeconds);
    m_ttl->setSuffix(tr(" s"));
    m_ttl->setToolTip(tr("Lease TTL: %1 s to 90 days (%2 s)")
                          .arg(limits::kMinTtlSeconds)
                          .arg(limits::kMaxTtlSeconds));
    m_renewPercent->setRange(10, 90);
    m_renewPercent->setValue(kDefaultRenewPercent);
    m_renewPercent->setSuffix(tr(" % of TTL"));
    m_renewPercent->setToolTip(tr("Renew this far into each lease (33 % = every ttl/3); never "
                                  "later than 1 s before expiry"));
    m_autoRenew->setChecked(true);
    m_resume->setObjectName(QStringLiteral("resumeAfterRestartBox"));
    m_resume->setToolTip(resumeToolTip());
    m_take->setObjectName(QStringLiteral("takeLeaseButton"));
    connect(m_key, &QLineEdit::returnPressed, this, &TestLeasePanel::takeLease);
    connect(m_take, &QPushButton::clicked, this, &TestLeasePanel::takeLease);
    connect(m_key, &QLineEdit::textChanged, this, &TestLeasePanel::validateForm);
    connect(m_ttl, &QSpinBox::valueChanged, this, &TestLeasePanel::validateForm);
    connect(m_resume, &QCheckBox::toggled, this, &TestLeasePanel::updateResumeNote);
    row->addWidget(new QLabel(tr("Key"), form));
    row->addWidget(m_key, 2);
    row->addWidget(new QLabel(tr("TTL"), form));
    row->addWidget(m_ttl);
    m_ttlError->setParent(form);
    m_ttlError->setWordWrap(false);
    row->addWidget(m_ttlError);
    row->addWidget(new QLabel(tr("Renew at"), form));
    row->addWidget(m_renewPercent);
    row->addWidget(m_autoRenew);
    row->addWidget(m_resume);
    row->addWidget(m_take);
    return form;
}

QWidget* TestLeasePanel::buildButtons() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_renew->setObjectName(QStringLiteral("renewLeaseButton"));
    m_release->setObjectName(QStringLiteral("releaseLeaseButton"));
    m_copyToken->setObjectName(QStringLiteral("copyLockTokenButton"));
    m_copyFencing->setObjectName(QStringLiteral("copyFencingTokenButton"));
    m_dismiss->setObjectName(QStringLiteral("dismissLeaseButton"));
    m_renew->setToolTip(tr("Renew the held lease now"));
    m_release->setToolTip(tr("Release the lease now (the console also releases open test leases "
                             "when it quits, except those kept for a resume)"));
    m_dismiss->setToolTip(tr("Remove a finished row"));
    connect(m_renew, &QPushButton::clicked, this, [this] { m_manager.renewNow(currentKey()); });
    connect(m_release, &QPushButton::clicked, this, [this] { m_manager.release(currentKey()); });
    connect(m_dismiss, &QPushButton::clicked, this, [this] { m_manager.dismiss(currentKey()); });
    connect(m_copyToken, &QPushButton::clicked, this,
            [this] { copyRole(TestLeaseModel::LockTokenRole); });
    connect(m_copyFencing, &QPushButton::clicked, this,
            [this] { copyRole(TestLeaseModel::FencingTokenRole); });
    for (QPushButton* button : {m_renew, m_release, m_copyToken, m_copyFencing, m_dismiss})
        row->addWidget(button);
    row->addStretch(1);
    return bar;
}

void TestLeasePanel::setKey(const QString& key) {
    if (!key.isEmpty())
        m_key->setText(key);
}

void TestLeasePanel::setKeychainPersistent(bool persistent, const QString& reason) {
    m_resume->setEnabled(persistent);
    if (persistent) {
        m_resume->setToolTip(resumeToolTip());
    } else {
        m_resume->setChecked(false);
        // reason already says that secrets are kept in memory only.
        m_resume->setToolTip(
            tr("Not available: %1 Without the keychain a test lease cannot be resumed after a "
               "restart.")
                .arg(reason));
    }
    updateResumeNote();
}

void TestLeasePanel::validateForm() {
    const auto ttl = validation::validateTtl(m_ttl->value());
    m_ttlError->setText(ttl ? QString() : ttl.error().message);
    m_ttlError->setVisible(!ttl);
    // An empty key is refused when Take is pressed; a bad one at once. Either way an error
    // shown earlier (a bad key, a refused take) is stale once the input changed.
    const QString key = m_key->text().trimmed();
    const auto validKey = key.isEmpty() ? Expected<void>{} : validation::validateKey(key);
    m_error->setText(validKey ? QString() : validKey.error().message);
    m_error->setVisible(!validKey);
    m_take->setEnabled(ttl.has_value() && validKey.has_value());
}

void TestLeasePanel::updateResumeNote() {
    // Said before the keychain's unlock prompt can appear (when the lease is acquired).
    m_resumeNote->setText(tr("<b>Resume after restart:</b> once the lease is acquired, its lock "
                             "token is stored in the OS keychain (never in a file). If the "
                             "keychain is locked, your desktop asks you to unlock it then."));
    m_resumeNote->setVisible(m_resume->isChecked() && m_resume->isEnabled());
}

QString TestLeasePanel::errorText() const {
    return m_error->isVisible() ? m_error->text() : QString();
}

QString TestLeasePanel::currentKey() const {
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(TestLeaseModel::KeyRole).toString() : QString();
}

void TestLeasePanel::selectLease(const QString& key) {
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        if (index.data(TestLeaseModel::KeyRole).toString() == key) {
            m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                  QItemSelectionModel::Rows);
            return;
        }
    }
}

void TestLeasePanel::takeLease() {
    // Return in the key field while Take is disabled: the form already says why.
    if (!m_take->isEnabled())
        return;
    TestLeaseManager::Request request;
    request.key = m_key->text().trimmed();
    request.ttlSeconds = m_ttl->value();
    request.renewFraction = m_renewPercent->value() / 100.0;
    request.autoRenew = m_autoRenew->isChecked();
    request.resumeAfterRestart = m_resume->isChecked() && m_resume->isEnabled();
    const auto taken = m_manager.take(request);
    m_error->setText(taken ? QString() : taken.error().message);
    m_error->setVisible(!taken);
    if (taken)
        selectLease(request.key);
}

void TestLeasePanel::onAvailability(bool available) {
    m_form->setEnabled(available);
    m_readOnlyLabel->setVisible(m_manager.isActive() && m_manager.isReadOnly());
    if (available)
        m_lossBanner->clear();
    updateButtons();
}

void TestLeasePanel::onLeaseLost(const QString& key, const QString& reason) {
    m_lossBanner->showMessage(
        MessageBanner::Kind::Error,
        tr("<b>Test lease on %1 lost at %2.</b> %3 Stop any work this lease protects.")
            .arg(key.toHtmlEscaped(), timetext::clockTime(QDateTime::currentDateTimeUtc()),
                 reason.toHtmlEscaped()),
        true);
}

void TestLeasePanel::updateForCurrentRow() {
    updateButtons();
    updateStatus();
}

void TestLeasePanel::updateButtons() {
    const QModelIndex current = m_table->currentIndex();
    const auto allowed = [&current](int role) {
        return current.isValid() && current.data(role).toBool();
    };
    const bool hasToken =
        current.isValid() && !current.data(TestLeaseModel::LockTokenRole).toString().isEmpty();
    const bool hasFencing =
        current.isValid() && !current.data(TestLeaseModel::FencingTokenRole).toString().isEmpty();
    m_renew->setEnabled(allowed(TestLeaseModel::CanRenewRole));
    m_release->setEnabled(allowed(TestLeaseModel::CanReleaseRole));
    m_copyToken->setEnabled(hasToken);
    m_copyFencing->setEnabled(hasFencing);
    m_dismiss->setEnabled(allowed(TestLeaseModel::CanDismissRole));
}

void TestLeasePanel::updateStatus() {
    const QModelIndex current = m_table->currentIndex();
    const QString note =
        current.isValid() ? current.data(TestLeaseModel::NoteRole).toString() : QString();
    m_status->setVisible(!note.isEmpty());
    if (note.isEmpty()) {
        m_status->clear();
        return;
    }
    const QString state =
        m_model->index(current.row(), TestLeaseModel::StateColumn).data().toString();
    const bool lost = current.data(TestLeaseModel::LostRole).toBool();
    Theme::setTone(m_status, lost ? std::optional(Theme::Tone::Error) : std::nullopt);
    m_status->setText(tr("<b>%1</b> (%2): %3")
                          .arg(current.data(TestLeaseModel::KeyRole).toString().toHtmlEscaped(),
                               state.toHtmlEscaped(), note.toHtmlEscaped()));
}

void TestLeasePanel::copyRole(int role) {
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        QApplication::clipboard()->setText(current.data(role).toString());
}

} // namespace volcano::ui
