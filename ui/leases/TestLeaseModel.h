// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QAbstractTableModel>

namespace volcano {
class Clock;
class ClockOffsetEstimator;
} // namespace volcano

namespace volcano::ui {

class TestLeaseManager;
struct TestLease;

// The test leases as a table: state, tokens, countdowns and renewal figures (count and time of
// the last renewal: renewals are counted here, not audited), with the auto-renew and resume
// switches as checkable cells where they can change something. A lost lease (or a resume that
// failed) shows in red with the reason in words. Countdown columns repaint every second on their
// own.
class TestLeaseModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        KeyColumn,
        StateColumn,
        FencingTokenColumn,
        ExpiresInColumn,
        LocalDeadlineColumn,
        RenewalsColumn,
        LastLatencyColumn,
        NextRenewalColumn,
        AbsoluteDeadlineColumn,
        AutoRenewColumn,
        ResumeColumn,
        LockTokenColumn,
        NoteColumn,
        ColumnCount
    };
    enum Role {
        KeyRole = Qt::UserRole + 1,
        LockTokenRole,    // the lock token (copy only; never logged)
        FencingTokenRole, // exact decimal text
        LostRole,         // bool
        OpenRole,         // bool: acquiring, held or releasing
        CanRenewRole,     // bool: Renew Now makes sense (held)
        CanReleaseRole,   // bool: Release makes sense (held, or still acquiring)
        CanDismissRole,   // bool: the row is done and can be removed
        NoteRole,         // the full note, for the panel's status line
    };

    static constexpr int kTickMs = 1000;

    // clock: the one the session's client uses (the keepers' times are on it).
    TestLeaseModel(TestLeaseManager& manager, const ClockOffsetEstimator& offset,
                   const Clock& clock, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // "held", "LOST", "resuming"...: what the state column says.
    static QString stateText(const TestLease& lease);

private:
    QVariant display(const TestLease& lease, int column) const;
    QVariant checkState(const TestLease& lease, int column) const;
    QVariant foreground(const TestLease& lease, int column) const;
    QVariant toolTip(const TestLease& lease, int column) const;
    QString expiresInText(const TestLease& lease) const;
    QString untilText(const QDateTime& consoleTime) const;
    QString renewalsText(const TestLease& lease) const;
    void tick();

    TestLeaseManager& m_manager;
    const ClockOffsetEstimator& m_offset;
    const Clock& m_clock;
};

} // namespace volcano::ui
