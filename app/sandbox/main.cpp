// Placeholder until the sandbox helper lands its implementation.
int main()
{
    return 1;
}
