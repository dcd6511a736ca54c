// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QDateTime>

namespace volcano::test {

// A UTC instant from its calendar fields.
QDateTime utc(int y, int mo, int d, int h, int mi, int s, int ms = 0);

} // namespace volcano::test
