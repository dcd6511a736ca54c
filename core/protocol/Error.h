// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>

#include <utility>

namespace volcano {

// Why a call failed (the error side of Expected, see protocol/Expected.h): one sentence a user
// can read, e.g. "cannot write /tmp/keys.txt: Permission denied". Never holds a secret.
struct Error {
    QString message;

    friend bool operator==(const Error&, const Error&) = default;
};

// The failure a function returning Expected<T> gives back: return fail(tr("..."));
inline Error fail(QString message) {
    return Error{std::move(message)};
}

} // namespace volcano
