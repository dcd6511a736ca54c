// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "lease/LeaseKeeper.h"
#include "protocol/LockTypes.h"
#include "store/ResumableLease.h"

#include <QString>

#include <memory>
#include <optional>

namespace volcano::ui {

// One row of the test-leases panel: a lease the operator took by hand, or one from the last
// session being resumed.
struct TestLease {
    enum class Resume {
        No,           // not kept across a restart
        Saving,       // the token is on its way to the keychain
        Yes,          // token in the keychain, row in the database
        WaitingToken, // resuming: reading the token from the keychain
        TokenMissing, // resuming failed: no token in the keychain (or it is locked)
    };

    QString key;
    // The row owns its keeper (no QObject parent): removing the row, or resetting this,
    // stops it without a release. Null while a resume waits for the keychain, when it could
    // not start, or once the lease was abandoned on close.
    std::unique_ptr<LeaseKeeper> keeper;
    bool wantResume = false; // the user asked to resume it after a restart
    Resume resume = Resume::No;
    // For a resumed lease: what was saved, to tell a lapsed lease from the same acquisition.
    std::optional<ResumableLease> saved;
    // A sentence about the row beyond the keeper's state (loss reason, resume outcome).
    QString note;
    bool lost = false; // lost, or a resume that failed: the row turns red

    bool isOpen() const { return keeper && keeper->isOpen(); }
};

} // namespace volcano::ui
