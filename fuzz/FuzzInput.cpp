// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "FuzzInput.h"

FuzzInput::FuzzInput(const uint8_t* data, size_t size) {
    if (size == 0)
        return;
    m_flags = data[0];
    const QByteArray rest(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    m_parts = rest.split('\x1f');
}
