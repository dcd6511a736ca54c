// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

#include <qt6keychain/keychain.h>

// What the console says when the OS keychain fails: a plain sentence a user can act on
// first ("The keychain is locked or unavailable; …"), then QtKeychain's own text as a detail
// only when it says more than the error kind. A secret is never part of either.
namespace volcano::keychainmessage {

// Why the store keeps secrets in memory for this session (SecretStore::fallbackReason()).
QString memoryOnly(QKeychain::Error error, const QString& libraryText);
// Why one read, write or removal failed while the keychain as a whole still works.
QString entryFailed(QKeychain::Error error, const QString& libraryText);
// The keychain was switched off on purpose (--no-keychain).
QString switchedOff();

} // namespace volcano::keychainmessage
