// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QList>

#include <cstddef>
#include <cstdint>

// Splits a fuzzer's bytes into fields: a first byte of flags, then parts separated by a
// 0x1f byte (so the fuzzer can grow or shrink any part independently).
class FuzzInput {
public:
    FuzzInput(const uint8_t* data, size_t size);

    quint8 flags() const { return m_flags; }
    // Part index, or empty when there are fewer parts.
    QByteArray part(int index) const { return m_parts.value(index); }
    int partCount() const { return int(m_parts.size()); }

private:
    quint8 m_flags = 0;
    QList<QByteArray> m_parts;
};
